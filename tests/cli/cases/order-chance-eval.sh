# Issue 18: --chance-order likely needs no evaluation; --eval without --horizon or --order eval is an error.
$STARBENCH -N 4 --chance-order likely --eval path
