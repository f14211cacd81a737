$STARBENCH -N 60 -D 8 --algo mcms --samples 30 --trials 1
