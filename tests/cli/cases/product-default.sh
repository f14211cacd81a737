# Issue 18: product runs only when named: the default list on nau trees is unchanged.
$STARBENCH --model nau -N 2 --trials 3 -q
