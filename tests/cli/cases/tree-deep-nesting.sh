yes '(max' | head -n 200000 | $STARBENCH --tree -
