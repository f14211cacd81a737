# Issue 18: a horizon on a file without any :eval.
$STARBENCH --tree "$(dirname "$0")/../../../examples/dice.tree" --horizon 1
