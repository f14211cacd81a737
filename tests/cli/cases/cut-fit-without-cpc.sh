$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --algo star2 --cut-fit data/cpc-fit.txt
