$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --budget nodes=100 --table 16 --iterate
