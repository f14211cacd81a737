$STARBENCH --game pig --position 1-2-3 --hint
