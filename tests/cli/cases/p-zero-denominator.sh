$STARBENCH --model pearl --p 1/0
