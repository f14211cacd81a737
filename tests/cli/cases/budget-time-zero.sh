$STARBENCH --game backgammon --position opening --roll 31 --horizon 3 --budget time=0
