set -e; $STARBENCH -N 3 --trials 5 --stats --shard 1/1 | $STARBENCH merge -
