$STARBENCH --game backgammon --positions tests/cli/positions/bad-roll.txt --horizon 1
