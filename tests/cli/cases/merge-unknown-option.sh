$STARBENCH merge --trials 5 x.csv
