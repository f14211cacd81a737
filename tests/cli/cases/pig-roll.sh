$STARBENCH --game pig --position 0-0-0 --roll 31 --horizon 1
