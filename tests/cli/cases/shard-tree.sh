$STARBENCH --tree examples/tiny.efg --shard 1/2
