printf '(chance 1/3 2305843009213693952 2/3 1)\n' | $STARBENCH --tree -
