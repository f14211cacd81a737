# Issue 18: the lower bound counts leaves of the full tree.
$STARBENCH -N 4 --horizon 1 --eval path --algo bound
