# Issue 19: --mode both is two trees.
$STARBENCH --trace -N 4 --mode both
