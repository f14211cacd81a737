# Issue 19: bound is an oracle count, not a search: nothing to draw.
$STARBENCH --mode best -N 2 --algo bound --dot x.dot
