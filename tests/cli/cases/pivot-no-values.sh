printf "n,algorithm,size\n2,star1,5\n" | $STARBENCH pivot
