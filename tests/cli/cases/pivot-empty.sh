printf "" | $STARBENCH pivot
