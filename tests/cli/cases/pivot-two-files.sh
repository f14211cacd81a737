$STARBENCH pivot a.csv b.csv
