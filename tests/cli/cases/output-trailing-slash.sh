$STARBENCH -o missing/ -N 1000 --trials 1000000000
