$STARBENCH --game backgammon --position 4HPwATDgc/ABMB --roll 31 --horizon 1 --algo star2 | cut -d, -f1
