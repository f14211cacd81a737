# Issue 20, finding 8: -D 1 has no chance nodes, so -C would be ignored: a usage error.
$STARBENCH -D 1 -C 7
