$STARBENCH --game einstein --position start:7 --horizon 1 --eval race
