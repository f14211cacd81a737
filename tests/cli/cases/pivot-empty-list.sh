$STARBENCH pivot --values ""
