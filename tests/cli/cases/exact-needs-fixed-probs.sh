$STARBENCH --mode exact -N 2 --probs random
