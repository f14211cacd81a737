# Issue 18: --stats rows do not carry the move quality yet.
$STARBENCH -N 4 --horizon 1 --eval path --stats
