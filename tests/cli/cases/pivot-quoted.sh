printf "tree,algorithm,leaves\n\"a,b\",star1,3\n\"say \"\"hi\"\"\",star1,4\n\"a,b\",\"x,y\",5\r\n" | $STARBENCH pivot
