"$STARBENCH" compare --game pig --horizon 11
