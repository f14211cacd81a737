$STARBENCH --game pig --position 0-0-0 --horizon 2 --hint --algo star2
