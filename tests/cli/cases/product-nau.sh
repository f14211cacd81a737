# Issue 18: product propagation beside minimax on Nau's game with the wins evaluation: values in decimals, moves judged.
$STARBENCH --model nau -C 1 -N 2 -D 6 --horizon 3 --eval wins --algo minimax,product --trials 4 --per-trial -q
