# Issue 19: bound is an oracle count, not a search: nothing to trace (the default list leaves it out with --trace).
$STARBENCH --mode best -N 2 --trace --algo bound
