$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --horizon 1 --algo star2 --referee tests/cli/referee/opening31.txt
