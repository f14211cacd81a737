$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5 6/5$(printf "%400s" "")13/12" --roll 21 --horizon 1
