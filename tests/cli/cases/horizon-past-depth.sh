# Issue 18: a horizon past the tree's move levels.
$STARBENCH -N 4 -D 2 --horizon 3 --eval path
