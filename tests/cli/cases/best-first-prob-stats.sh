# --best-first-prob is not carried by --stats rows yet.
$STARBENCH -N 4 --trials 3 --best-first-prob 1/2 --stats
