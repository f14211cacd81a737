printf '(chance -1/2 1 3/2 2)\n' | $STARBENCH --tree -
