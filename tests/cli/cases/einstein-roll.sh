$STARBENCH --game einstein --position start:7 --roll 7 --horizon 1
