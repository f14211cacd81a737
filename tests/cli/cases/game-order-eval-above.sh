# the last move level is not sorted: its children are evaluated as searched (fewer evals than --order eval)
$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --order eval-above --algo minimax,star2 --verify
