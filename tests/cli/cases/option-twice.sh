# Issue 22, finding 6: an option given twice is an error, not "the last one wins" (-N 10 -N 4 ran N = 4 only).
$STARBENCH -N 10 -N 4
