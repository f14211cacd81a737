$STARBENCH play --a "algo=star2,,horizon=1" --b horizon=1 --games 2
