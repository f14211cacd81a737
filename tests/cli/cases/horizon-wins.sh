# Issue 18: Tzeng and Purdom's wins evaluation on Nau's game (-C 1), horizons 1 and 2 of 3.
$STARBENCH --model nau -C 1 -N 3 -D 3 --p 1/2 --horizon 1 --eval wins --trials 200 --algo minimax,star1 && $STARBENCH --model nau -C 1 -N 3 -D 3 --p 1/2 --horizon 2 --eval wins --trials 200 --algo minimax,star1
