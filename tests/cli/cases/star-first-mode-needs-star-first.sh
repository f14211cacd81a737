$STARBENCH -N 4 --star-first-mode again
