$STARBENCH --game backgammon --position 6yYAAHgpAAAAAA --roll 63 --horizon 3 --order eval --table 0 --algo minimax,star2,cpc --cut-fit data/cpc-fit.txt --cut-sigmas 0.5 --verify
