printf "n,quantity,ours\n2,leaves,5\n" | $STARBENCH pivot
