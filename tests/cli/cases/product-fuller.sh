# Issue 18: product propagation reads values as win probabilities; fuller leaves are not.
$STARBENCH -N 4 --algo product
