$STARBENCH -N 3 --cpu-time
