printf '(chance 1 1/2 2)\n' | $STARBENCH --tree -
