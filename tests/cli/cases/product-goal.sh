# Issue 18: product propagation has no goal move.
$STARBENCH -N 2 --model nau --algo product --goal move
