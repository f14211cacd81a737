$STARBENCH --game backgammon --position 27YBBwDg/wcAQA --play "65:" --roll 31 --horizon 1 --algo star2
