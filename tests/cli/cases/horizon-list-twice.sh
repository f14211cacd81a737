$STARBENCH --model pearl -C 1 -N 2 -D 4 --eval wins --horizon 1,2,1
