$STARBENCH --game chess --position 4HPwATDgc/ABMA --horizon 1
