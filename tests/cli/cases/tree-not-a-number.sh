printf '(min 1 two)\n' | $STARBENCH --tree -
