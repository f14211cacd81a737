$STARBENCH -N 4 --shard 5/4
