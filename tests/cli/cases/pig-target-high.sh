$STARBENCH --game pig:target=201 --position 0-0-0 --horizon 1
