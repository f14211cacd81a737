# Issue 20, finding 7: a byte order mark anywhere else is shown escaped, not as nothing.
printf '(max 1 \357\273\2772)\n' | $STARBENCH --tree -
