$STARBENCH -N 4 -C 3 --probs random --trials 40 --verify
