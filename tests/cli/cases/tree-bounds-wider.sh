printf '(max 1 (chance 5 -5))\n' | $STARBENCH --tree - --bounds -10,10 --algo star1
