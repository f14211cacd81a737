$STARBENCH --algo star1,star3
