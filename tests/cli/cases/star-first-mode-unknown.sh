$STARBENCH -N 4 --star-first 1 --star-first-mode twice
