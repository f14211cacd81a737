$STARBENCH --model pearl --p 0.1234567891
