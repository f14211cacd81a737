$STARBENCH --game pig --position 1-2-3 --algo star2 --budget evals=1000 --horizon 1
