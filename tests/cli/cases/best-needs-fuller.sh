$STARBENCH --mode best --model uniform
