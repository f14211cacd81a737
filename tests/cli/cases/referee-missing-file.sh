$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 1 --algo star2 --referee tests/cli/referee/nonexistent.txt
