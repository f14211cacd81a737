$STARBENCH --game pig --position 1-2-3 --algo mcts --budget evals=100 --horizon 1 -q
