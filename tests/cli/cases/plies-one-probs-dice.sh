# Issue 20, finding 8: -D 1 with --probs dice printed rows saying probs=dice, c=5.
$STARBENCH -D 1 -N 5 --probs dice
