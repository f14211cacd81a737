printf "n,algorithm,leaves\n2,star1,5\n2,star1,6\n" | $STARBENCH pivot
