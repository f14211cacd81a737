$STARBENCH --game pig:target=1 --position 0-0-0 --horizon 1
