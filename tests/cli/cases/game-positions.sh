$STARBENCH --game backgammon --positions tests/cli/positions/three.txt --horizon 1 --algo minimax,star2 --order eval --threads 2
