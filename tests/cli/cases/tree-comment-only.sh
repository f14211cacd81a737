printf '# nothing but a comment\n' | $STARBENCH --tree -
