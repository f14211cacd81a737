printf '(max 1 \000 2)\n' | $STARBENCH --tree -
