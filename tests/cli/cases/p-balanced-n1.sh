$STARBENCH --model pearl -C 1 -N 2,1 -D 4 --p balanced
