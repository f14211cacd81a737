# Issue 18: an :eval outside the bounds (the leaves' range here).
printf "(max (chance :eval 9 (min 1 2) (min 3 4)))\n" | $STARBENCH --tree -
