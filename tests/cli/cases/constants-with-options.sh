$STARBENCH --constants -N 4
