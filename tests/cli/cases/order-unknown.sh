# Issue 18: --order names an ordering.
$STARBENCH -N 4 --order best --eval path
