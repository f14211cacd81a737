$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 1 --eval race
