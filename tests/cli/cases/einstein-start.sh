$STARBENCH --game einstein --position start:123456,654321 --roll 6 --horizon 2 --algo minimax,star2
