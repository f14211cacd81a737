$STARBENCH play --a horizon=1 --b horizon=1 --games 4 --shard 1/2
