$STARBENCH --mode exact -N 2,4
