"$STARBENCH" compare --game pig --referee solved
