$STARBENCH -N 3 --table 10
