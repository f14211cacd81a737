$STARBENCH --mode formula -N 4,6,8,10,20,30,40
