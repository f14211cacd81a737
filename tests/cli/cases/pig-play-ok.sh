$STARBENCH --game pig --position 0-0-0 --horizon 1 --play "roll, 3" --algo star2 --verify | cut -d, -f1,4,8,11
