"$STARBENCH" compare --game pig --engine algo=star2,horizon=1
