# Issue 18: product propagation on a file whose values are not probabilities.
printf "(max (chance (min 0 2) (min 1 1)) (chance (min 1 1) (min 0 0)))\n" | $STARBENCH --tree - --algo product
