$STARBENCH --mode worst
