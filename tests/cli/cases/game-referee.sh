$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 1,2 --algo star2 --order eval --referee tests/cli/referee/opening31.txt
