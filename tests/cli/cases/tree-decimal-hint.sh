# Issue 22, finding 4: a decimal in starbench's format says how probabilities and leaves are written there.
echo '(chance 0.5 (min 1 2) 0.5 3)' | $STARBENCH --tree -
