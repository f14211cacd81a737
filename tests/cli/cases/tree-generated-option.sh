printf '3\n' | $STARBENCH --tree - -N 4
