# Issue 22: a tree file has one order; --trials counts --order random's reorderings.
$STARBENCH --tree "$(dirname "$0")/../../../examples/dice.tree" --trials 4
