$STARBENCH --game backgammon --positions tests/cli/positions/three.txt --position 4HPwATDgc/ABMA --horizon 1
