# minimax not in the run and not asked for: the baseline's columns are empty
$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --algo star2
