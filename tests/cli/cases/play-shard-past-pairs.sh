$STARBENCH play --game pig --a horizon=1 --b horizon=1 --games 2 --per-game --shard 1/3
