# Issue 18: path is a generated tree's evaluation.
printf "(max :eval 1 (chance (min 1 2) (min 3 4)))\n" | $STARBENCH --tree - --horizon 1 --eval path
