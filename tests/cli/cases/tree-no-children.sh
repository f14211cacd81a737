printf '(max 1 (chance) 2)\n' | $STARBENCH --tree -
