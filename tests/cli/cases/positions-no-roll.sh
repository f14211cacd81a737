$STARBENCH --game backgammon --positions tests/cli/positions/no-roll.txt --horizon 1
