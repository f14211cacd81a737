$STARBENCH --model nau -C 1 -N 2 -D 4 --p balanced
