$STARBENCH --mode exact -N 2 --seed 3
