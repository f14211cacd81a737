# -D 1 alone is a + node over N leaves (a check that the -D 1 refusals refuse only what they should).
$STARBENCH -D 1 -N 3,5 --trials 3 --algo minimax,star1
