$STARBENCH --probs dice -N 4
