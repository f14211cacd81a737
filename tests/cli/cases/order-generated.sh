# Issue 18: rows of an ordered run end with the horizon group (empty horizon: to the leaves) and the ordering group.
$STARBENCH -N 4 --trials 20 --order eval --eval path --eval-noise 2 --chance-order likely --rank-probes 1 --verify -q
