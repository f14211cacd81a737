$STARBENCH --game backgammon --position 27YBBwDg/wcAQA --roll 65 --horizon 1 --algo star2
