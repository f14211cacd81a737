printf '(chance 1/2 1 2)\n' | $STARBENCH --tree -
