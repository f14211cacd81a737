$STARBENCH --game backgammon --positions tests/cli/positions/three.txt --horizon 1 --algo star2 --shard 4/4
