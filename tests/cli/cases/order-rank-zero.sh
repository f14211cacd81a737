# Issue 18: --rank-probes counts probes, 1 or more.
$STARBENCH -N 4 --rank-probes 0
