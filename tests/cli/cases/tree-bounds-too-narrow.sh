printf '(max 1 (chance 5 -5))\n' | $STARBENCH --tree - --bounds -4,10
