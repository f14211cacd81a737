$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 1 --best-first-prob 0.5
