$STARBENCH -N 3 --horizon 1 --eval path -D 4 --budget nodes=100
