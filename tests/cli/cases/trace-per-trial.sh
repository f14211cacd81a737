# Issue 19: --trace writes events, not rows.
$STARBENCH --trace -N 4 --trials 1 --per-trial
