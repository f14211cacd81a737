printf '(maximum 1 2)\n' | $STARBENCH --tree -
