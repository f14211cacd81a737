"$STARBENCH" compare --game pig --shard 1/201
