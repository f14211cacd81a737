printf ')\n' | $STARBENCH --tree -
