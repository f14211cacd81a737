$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 6 --algo cpc --cut-fit data/cpc-fit.txt
