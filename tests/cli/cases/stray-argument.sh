$STARBENCH -N 4 extra
