# Issue 18: a horizon of 0 searches nothing.
$STARBENCH -N 4 --horizon 0 --eval path
