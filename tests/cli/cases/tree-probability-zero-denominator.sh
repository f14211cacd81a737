printf '(chance 1/0 1 1/2 2)\n' | $STARBENCH --tree -
