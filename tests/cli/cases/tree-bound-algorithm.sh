printf '3\n' | $STARBENCH --tree - --algo bound
