# The largest power of two below the limit: 39 nested coin flips, scale 2^39, are read and searched exactly.
awk 'BEGIN { for (i = 0; i < 39; i++) printf "(chance 1/2 %d 1/2 ", i; printf "0"; for (i = 0; i < 39; i++) printf ")"; print "" }' |
    $STARBENCH --tree - --verify
