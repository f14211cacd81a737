# Issue 20, finding 7: a no-break space (U+00A0) looks like a space; the message says which it is.
printf '(max 1\302\2402)\n' | $STARBENCH --tree -
