$STARBENCH -N 4 --shard 0/4
