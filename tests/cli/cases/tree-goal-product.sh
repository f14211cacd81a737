# Issue 18: --goal move on a tree file with an algorithm defined for the value only.
$STARBENCH --tree "$(dirname "$0")/../../../examples/figure1.tree" --goal move --algo product
