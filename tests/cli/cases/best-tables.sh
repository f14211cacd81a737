$STARBENCH --mode best -N 2,4,6,8,10,20,30,40 --algo star1,star2
