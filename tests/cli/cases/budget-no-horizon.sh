$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --budget nodes=100
