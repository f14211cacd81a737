# Issue 18: --order eval on a file sorts every child of a + or - node: each needs an :eval.
printf "(max :eval 1 (chance :eval 2 (min 1 2) (min 3 4)) (chance (min :eval 1 1 2) (min :eval 3 3 4)))\n" | $STARBENCH --tree - --order eval
