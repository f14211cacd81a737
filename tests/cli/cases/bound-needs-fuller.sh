$STARBENCH --model pearl --algo bound
