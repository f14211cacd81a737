"$STARBENCH" compare results/table1.csv
