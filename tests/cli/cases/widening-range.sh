$STARBENCH --game pig --position 0-0-0 --horizon 2 --algo mcts --widening 101
