$STARBENCH --position 4HPwATDgc/ABMA --horizon 1
