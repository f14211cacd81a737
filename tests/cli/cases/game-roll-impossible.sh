$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 71 --horizon 2
