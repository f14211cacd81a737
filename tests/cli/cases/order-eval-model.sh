# Issue 18: --order eval with an evaluation the model does not offer.
$STARBENCH -N 4 --order eval --eval wins
