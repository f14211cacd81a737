$STARBENCH --game pig --position 0-0-0 --horizon 3 --algo star2 --deepening partial
