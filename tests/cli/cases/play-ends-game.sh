$STARBENCH --game backgammon --position AQAABAAAAAAAAA --play "21:1/off" --roll 21 --horizon 1
