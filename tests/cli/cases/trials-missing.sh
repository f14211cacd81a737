$STARBENCH -N 4 --trials
