$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --eval net --algo minimax,star2 --verify
