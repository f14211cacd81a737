# Issue 18: an evaluation that does not exist.
$STARBENCH -N 4 --horizon 1 --eval fuller
