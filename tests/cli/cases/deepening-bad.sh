$STARBENCH --game pig --position 0-0-0 --horizon 3 --algo star2 --budget evals=100 --deepening some
