$STARBENCH -N 3,5 --trials 20 --algo star1,star2 --verify
