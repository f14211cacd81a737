$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --algo cpc --cut-fit no/such/fit.txt
