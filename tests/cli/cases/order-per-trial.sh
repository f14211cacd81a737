# Issue 18: per-trial rows with rank probes only: the move is the tree's position.
$STARBENCH -N 3 --trials 2 --rank-probes 2 --per-trial -q
