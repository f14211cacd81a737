$STARBENCH --hint -N 4
