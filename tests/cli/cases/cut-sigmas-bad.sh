$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --algo star2,cpc --cut-fit data/cpc-fit.txt --cut-sigmas 1.2345
