$STARBENCH -N 4 --trials 3 --shard 1/4
