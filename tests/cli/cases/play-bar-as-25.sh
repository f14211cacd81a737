$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5 6/5 64:25/21" --roll 21 --horizon 1 --algo star2
