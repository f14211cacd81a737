$STARBENCH --game backgammon --positions tests/cli/positions/empty.txt --horizon 1
