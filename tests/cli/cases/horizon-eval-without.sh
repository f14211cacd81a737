# Issue 18: --eval without --horizon would be ignored.
$STARBENCH -N 4 --eval path
