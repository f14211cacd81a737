"$STARBENCH" compare --game pig --engine algo=random
