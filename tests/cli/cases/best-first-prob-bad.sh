# --best-first-prob takes a probability.
$STARBENCH -N 4 --trials 3 --best-first-prob 3/2
