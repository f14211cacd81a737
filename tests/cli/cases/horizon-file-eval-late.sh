# Issue 18: :eval after a child.
printf "(max (chance (min 1 2) :eval 2 (min 3 4)))\n" | $STARBENCH --tree -
