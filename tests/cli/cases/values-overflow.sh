$STARBENCH -D 8 -N 1000 -C 1000 --probs random
