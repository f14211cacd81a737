$STARBENCH -N 4 --trials 5 -o /nonexistent-dir/out.csv
