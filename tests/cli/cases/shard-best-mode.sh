$STARBENCH --mode best -N 4 --shard 1/2
