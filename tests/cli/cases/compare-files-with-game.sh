"$STARBENCH" compare --game pig no-such.csv
