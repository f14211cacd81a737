# Issue 18: a horizon past the file's move levels.
printf "(max :eval 1 (chance :eval 2 (min 1 2) (min 3 4)))\n" | $STARBENCH --tree - --horizon 3
