printf "" | $STARBENCH merge -
