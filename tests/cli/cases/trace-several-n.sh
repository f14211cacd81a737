# Issue 19: --trace follows one tree: several N are a usage error.
$STARBENCH --trace -N 2,4 --trials 1
