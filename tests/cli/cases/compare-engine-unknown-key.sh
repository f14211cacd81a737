"$STARBENCH" compare --game pig --engine algo=star2,depth=3
