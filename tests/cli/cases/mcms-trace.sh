$STARBENCH -N 2 --mode best --algo mcms --trace
