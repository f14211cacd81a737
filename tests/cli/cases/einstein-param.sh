$STARBENCH --game einstein:size=6 --position start:1 --horizon 1
