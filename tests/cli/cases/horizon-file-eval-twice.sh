# Issue 18: two :eval for one node.
printf "(max (chance :eval 2 :eval 3 (min 1 2) (min 3 4)))\n" | $STARBENCH --tree -
