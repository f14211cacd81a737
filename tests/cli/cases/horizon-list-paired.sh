# Two horizons on the same trees, the second paired with the first.
$STARBENCH --model nau -C 1 -N 2 -D 6 --eval wins --horizon 2,4 --trials 300 --algo minimax,product
