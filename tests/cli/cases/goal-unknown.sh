$STARBENCH --goal win
