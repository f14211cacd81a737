# Issue 18: --eval-noise without --horizon would be ignored.
$STARBENCH -N 4 --eval-noise 1
