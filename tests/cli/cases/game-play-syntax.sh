$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5/x" --horizon 1
