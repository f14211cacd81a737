$STARBENCH pivot --help
