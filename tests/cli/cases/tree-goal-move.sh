# Issue 18: --goal move on a tree file: the last child is shown strictly best with fewer leaves; its value only a lower bound (>=v), rows end with goal.
printf "(max (chance (min 1 2) (min 1 2)) (chance (min 5 6) (min 7 8) (min 6 9)))\n" | $STARBENCH --tree - --goal move --verify --bounds 0,9
