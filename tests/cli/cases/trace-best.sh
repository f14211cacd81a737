# Issue 19: the best-ordered tree of N = 2 under Star1: 5 leaves (Table I), event by event.
$STARBENCH --trace -N 2 --mode best --algo star1
