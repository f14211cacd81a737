$STARBENCH --bounds 0,1
