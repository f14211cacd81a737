$STARBENCH --mode exact -N 2 --algo star1 --star1-cutoff strict
