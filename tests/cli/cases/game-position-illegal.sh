$STARBENCH --game backgammon --position 4P8DADAH/w8AAA --roll 31 --horizon 1
