$STARBENCH --game einstein --position start:112345,654321 --horizon 1
