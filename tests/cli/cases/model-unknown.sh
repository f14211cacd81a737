$STARBENCH --model knuth
