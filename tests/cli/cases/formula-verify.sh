$STARBENCH --mode formula --verify
