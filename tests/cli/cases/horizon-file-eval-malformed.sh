# Issue 18: an :eval that is no integer.
printf "(max (chance :eval 1/2 (min 1 2) (min 3 4)))\n" | $STARBENCH --tree -
