$STARBENCH --game einstein --position start:7 --roll 3 --horizon 1 --referee exact
