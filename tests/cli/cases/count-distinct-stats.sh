# Issue 22: --count distinct does not go into --stats rows, which do not say what they count.
$STARBENCH -N 4 --trials 10 --stats --count distinct
