"$STARBENCH" compare no-such.csv
