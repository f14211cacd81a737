# Issue 18: per-trial rows at horizon 2 of 3, with noise: the chosen move, its value in the full tree, the best value, correct, loss.
$STARBENCH -N 3 -D 3 --horizon 2 --eval path --eval-noise 2 --trials 4 --algo minimax,star2 --per-trial
