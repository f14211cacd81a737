$STARBENCH --game backgammon --positions tests/cli/positions/three.txt --roll 31 --horizon 1
