# Issue 19: --mode exact is every ordering: many trees.
$STARBENCH --trace -N 2 --mode exact
