$STARBENCH --game pig:target=100,target=50 --position 1-2-3 --horizon 1
