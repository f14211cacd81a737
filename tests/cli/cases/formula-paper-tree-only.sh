$STARBENCH --mode formula -D 3
