# Issue 18: --chance-order names an ordering.
$STARBENCH -N 4 --chance-order probable
