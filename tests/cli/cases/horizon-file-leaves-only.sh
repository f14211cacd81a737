# Issue 18: a horizon on a file without any :eval, even where it reaches only leaves.
echo "(max 1 2)" | $STARBENCH --tree - --horizon 1
