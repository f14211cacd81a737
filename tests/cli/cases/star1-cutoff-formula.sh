$STARBENCH --mode formula -N 4 --star1-cutoff strict
