$STARBENCH --model pearl -C 2 -N 2 -D 4 --horizon 2 --eval cond
