$STARBENCH --model pearl -N 2 -D 4 --p balanced
