$STARBENCH --constants
