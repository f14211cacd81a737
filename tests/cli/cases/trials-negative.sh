$STARBENCH --trials -5
