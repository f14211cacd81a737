# Issue 18: a horizon on a file whose node at the horizon has no :eval.
printf "(max :eval 1 (chance :eval 2 (min 1 2) (min 3 4)) (chance (min 1 2) (min 3 4)))\n" | $STARBENCH --tree - --horizon 1
