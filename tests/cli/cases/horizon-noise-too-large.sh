# Issue 18: noise wider than U - L (10 for N = 4, 2 plies).
$STARBENCH -N 4 --horizon 1 --eval path --eval-noise 11
