$STARBENCH --list --list
