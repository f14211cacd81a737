# Issue 20, finding 7: a UTF-8 byte order mark before the tree is skipped.
printf '\357\273\277(max (chance 3 5) (chance 1 9))\n' | $STARBENCH --tree - --algo minimax,star1
