# Issue 18: negative noise.
$STARBENCH -N 4 --horizon 1 --eval path --eval-noise -1
