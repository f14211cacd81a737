$STARBENCH -N 3 --trials 2 --algo mcts --playout eval
