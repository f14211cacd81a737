$STARBENCH --game backgammon --position opening --horizon 2 --hint
