$STARBENCH --game pig --position 0-0-0 --horizon 2 --algo star2 --playout eval
