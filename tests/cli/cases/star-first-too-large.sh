$STARBENCH -N 4,8 --star-first 5
