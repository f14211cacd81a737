$STARBENCH -D 3 -N 2,3 -C 2 --trials 30 --verify
