$STARBENCH --mode formula --star-first 2
