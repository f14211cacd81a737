$STARBENCH --game pig:goal=50 --position 0-0-0 --horizon 1
