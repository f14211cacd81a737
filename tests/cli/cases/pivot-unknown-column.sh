printf "n,algorithm,leaves\n2,star1,5\n" | $STARBENCH pivot --values leavs
