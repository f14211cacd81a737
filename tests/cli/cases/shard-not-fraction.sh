$STARBENCH -N 4 --shard 2
