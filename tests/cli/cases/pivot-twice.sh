$STARBENCH pivot --by algorithm --by n
