$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --iterate --table 10
