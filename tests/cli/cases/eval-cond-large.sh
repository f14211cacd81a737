$STARBENCH --model pearl -C 1 -N 4 -D 8 --horizon 2 --eval cond
