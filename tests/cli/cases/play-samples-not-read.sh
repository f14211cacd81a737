$STARBENCH play --game pig --a algo=star2,samples=3 --b algo=star2 --games 2
