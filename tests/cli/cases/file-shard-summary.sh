# Issue 22: summaries of reorderings do not merge; shards need --per-trial.
$STARBENCH --tree "$(dirname "$0")/../../../examples/dice.tree" --order random --trials 4 --shard 1/2
