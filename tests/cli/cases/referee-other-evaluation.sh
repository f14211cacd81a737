$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 13 --horizon 1 --algo star2 --referee tests/cli/referee/other-evaluation.txt
