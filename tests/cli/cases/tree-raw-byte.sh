# Issue 20, finding 7: a byte that is not UTF-8 is written escaped, never raw to the terminal.
printf '(max 1 \377)\n' | $STARBENCH --tree -
