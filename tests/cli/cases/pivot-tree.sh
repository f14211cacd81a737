set -e; $STARBENCH --tree "$(dirname "$0")/../../../examples/expected-minimax.tree" --algo minimax,star1 | $STARBENCH pivot
