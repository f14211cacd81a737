printf '(max 1 (min 2 3)\n' | $STARBENCH --tree -
