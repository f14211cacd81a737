$STARBENCH --game backgammon --positions tests/cli/positions/missing.txt --horizon 1
