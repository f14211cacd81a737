$STARBENCH -D 3 --algo bound
