# Issue 18: --shard with an ordering: its rows could not be merged with their columns.
$STARBENCH -N 4 --chance-order likely --shard 1/2
