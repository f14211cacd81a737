$STARBENCH --mode exact -N 2
