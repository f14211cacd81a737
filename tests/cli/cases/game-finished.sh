$STARBENCH --game backgammon --position AAAAwOfgA2AAAA --roll 31 --horizon 2
