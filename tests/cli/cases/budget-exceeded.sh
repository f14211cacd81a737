# horizon 1 alone costs 16 evaluations: its move, budget_exceeded 1, and a message
$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --algo star2 --budget evals=10
