$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --order eval --algo minimax,star1,star2 --verify --table 1000 --iterate
