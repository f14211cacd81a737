$STARBENCH --game backgammon --position 5gYAALYBAAAAAA --roll 32 --horizon 1 --algo star2 --trace
