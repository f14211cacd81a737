$STARBENCH play --game pig --a algo=star2,horizon=2,deepening=partial --b horizon=1 --games 2
