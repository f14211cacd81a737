# Issue 18: --order eval needs a static evaluation to order by.
$STARBENCH -N 4 --order eval
