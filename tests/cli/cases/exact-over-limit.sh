# Issue 20, finding 10: 2^31 orderings ran for minutes; exact allows at most 2^24 trees.
$STARBENCH --mode exact -N 2 -D 3
