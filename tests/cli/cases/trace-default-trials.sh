# Issue 19: --trace with the default 1000 trials would be 1000 trees.
$STARBENCH --trace -N 4
