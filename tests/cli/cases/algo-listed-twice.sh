$STARBENCH -N 4 --trials 2 --algo star1,star2,star1
