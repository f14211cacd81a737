# --best-first-prob and --star-first both set the root's first child.
$STARBENCH -N 4 --trials 3 --best-first-prob 1/2 --star-first 2
