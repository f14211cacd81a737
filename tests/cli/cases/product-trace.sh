# Issue 18: product propagation is not a *-minimax search to trace.
$STARBENCH -N 2 --model nau --trials 1 --trace --algo product
