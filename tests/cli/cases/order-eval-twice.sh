# Issue 18: --order given twice.
$STARBENCH -N 4 --order eval --order tree --eval path
