$STARBENCH --game pig:target=50 --position 10-20-15 --horizon 2 --eval exact --referee exact --algo minimax,star2
