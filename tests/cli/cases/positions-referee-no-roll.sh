$STARBENCH --game backgammon --positions tests/cli/positions/dice-to-come.txt --horizon 1 --algo star2 --referee tests/cli/referee/opening31.txt
