$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --play "31:8/5$(printf "%400s" "")6/5" --roll 21 --horizon 1 --algo star2
