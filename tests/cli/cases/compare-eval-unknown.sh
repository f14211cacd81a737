"$STARBENCH" compare --game pig --eval distance
