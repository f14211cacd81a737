$STARBENCH --list
