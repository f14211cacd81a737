$STARBENCH --mode formula -N 4 --shard 1/2
