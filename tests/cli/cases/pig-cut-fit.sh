$STARBENCH --game pig --position 0-0-0 --horizon 2 --algo cpc --cut-fit data/cpc-fit.txt
