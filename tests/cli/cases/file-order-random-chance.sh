# Issue 22: --order random shuffles chance nodes too.
$STARBENCH --tree "$(dirname "$0")/../../../examples/dice.tree" --order random --chance-order likely
