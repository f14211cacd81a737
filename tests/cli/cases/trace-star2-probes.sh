# Issue 19: Star2 on Ralescu's tree: its probes (phase probe), each probe's result and the * node's bound after it.
$STARBENCH --tree "$(dirname "$0")/../../../examples/expected-minimax.tree" --trace --algo star2
