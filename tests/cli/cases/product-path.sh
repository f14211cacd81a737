# Issue 18: product back-up with a non-probability evaluator (path, on fuller trees).
$STARBENCH -N 4 -D 3 --horizon 2 --eval path --algo minimax,product
