# Issue 18: a generated tree's horizon needs its evaluation named.
$STARBENCH -N 4 --horizon 1
