# Issue 18: an evaluation the model cannot offer.
$STARBENCH -N 4 --model nau --horizon 1 --eval path
