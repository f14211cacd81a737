$STARBENCH -N 2 --play "31:8/5 6/5"
