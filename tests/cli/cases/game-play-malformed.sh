$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5 6/5 64 24/14" --horizon 1
