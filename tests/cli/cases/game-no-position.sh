$STARBENCH --game pig --horizon 2
