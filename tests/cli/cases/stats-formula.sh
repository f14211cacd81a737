$STARBENCH --mode formula -N 4 --stats
