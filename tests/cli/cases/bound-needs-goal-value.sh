$STARBENCH --goal move --algo bound
