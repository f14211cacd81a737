$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5 6/4" --horizon 1
