$STARBENCH -N 2 --trials 3 >&-
