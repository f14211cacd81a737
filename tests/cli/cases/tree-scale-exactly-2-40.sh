# Issue 20, finding 10: an exact scale of exactly 2^40 (40 nested coin flips) was accepted; it must stay below 2^40.
awk 'BEGIN { for (i = 0; i < 40; i++) printf "(chance 1/2 %d 1/2 ", i; printf "0"; for (i = 0; i < 40; i++) printf ")"; print "" }' |
    $STARBENCH --tree -
