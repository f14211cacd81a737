printf '(chance 1/2 1 1/3 2)\n' | $STARBENCH --tree -
