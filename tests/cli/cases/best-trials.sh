$STARBENCH --mode best --trials 5
