$STARBENCH --positions tests/cli/positions/three.txt --horizon 1
