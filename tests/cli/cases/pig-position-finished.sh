$STARBENCH --game pig:target=50 --position 40-10-10 --horizon 1
