$STARBENCH pivot /nonexistent/x.csv
