$STARBENCH --mode formula --algo star2
