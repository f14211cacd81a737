# Issue 22: three reorderings of a file, one row per (trial, algorithm).
$STARBENCH --tree "$(dirname "$0")/../../../examples/expected-minimax.tree" --order random --trials 3 --per-trial --algo star1,star2
