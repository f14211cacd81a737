printf '(max 1 9223372036854775808)\n' | $STARBENCH --tree -
