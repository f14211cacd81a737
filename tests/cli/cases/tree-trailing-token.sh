printf '(max 1 2) 3\n' | $STARBENCH --tree -
