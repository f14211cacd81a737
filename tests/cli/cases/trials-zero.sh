$STARBENCH -trials 0
