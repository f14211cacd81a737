$STARBENCH --game backgammon --position 4HPwATDgc/AB-A --roll 31 --horizon 2
