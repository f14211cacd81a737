# Issue 18: --stats rows do not carry the ordering columns yet.
$STARBENCH -N 4 --rank-probes 1 --stats
