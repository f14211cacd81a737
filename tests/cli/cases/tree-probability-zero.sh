printf '(chance 0/2 1 1/1 2)\n' | $STARBENCH --tree -
