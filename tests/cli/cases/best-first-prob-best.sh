# --best-first-prob draws per random tree: --mode best has one tree.
$STARBENCH -N 4 --mode best --best-first-prob 1/2
