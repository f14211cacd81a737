$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5 6/5 64:24/14" --roll 66 --horizon 1 --algo star2 --verify
