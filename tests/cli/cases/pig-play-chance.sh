$STARBENCH --game pig --position 0-0-0 --horizon 1 --play roll --algo star2
