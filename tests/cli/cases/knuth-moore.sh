$STARBENCH --mode best -D 4 -N 3 -C 1 --algo minimax,star1
