printf '(max 1 2))\n' | $STARBENCH --tree -
