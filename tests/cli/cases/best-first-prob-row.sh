# --best-first-prob Q: the row says Q.
$STARBENCH -N 6 --trials 100 --algo star2 --best-first-prob 0.25
