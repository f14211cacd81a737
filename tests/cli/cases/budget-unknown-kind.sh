$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --budget seconds=5
