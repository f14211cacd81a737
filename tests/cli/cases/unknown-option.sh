$STARBENCH --bogus
