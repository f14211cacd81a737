$STARBENCH -N 4 --algo cpc --cut-fit data/cpc-fit.txt
