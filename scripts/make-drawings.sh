#!/bin/sh
# Draws plots/7-ralescu-star1 and plots/7-ralescu-star2 (.svg and .png): the
# worked tree of Ralescu's notes (examples/expected-minimax.tree) as Star1
# and Star2 search it (starbench --dot, rendered by Graphviz's dot).
# Usage: make-drawings.sh STARBENCH PLOTS
set -eu
S=$1
plots=$2
here=$(dirname "$0")
if ! command -v dot >/dev/null 2>&1; then
    echo "make-drawings: Graphviz's dot not found: the search drawings are not made." >&2
    echo "make-drawings: install it (Debian: apt-get install graphviz) and run 'make reproduce' again." >&2
    exit 1
fi
mkdir -p "$plots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for algo in star1 star2; do
    "$S" --tree "$here/../examples/expected-minimax.tree" --algo "$algo" --dot "$work/$algo.dot" >/dev/null
    dot -Tsvg "$work/$algo.dot" -o "$plots/7-ralescu-$algo.svg"
    dot -Tpng "$work/$algo.dot" -o "$plots/7-ralescu-$algo.png"
done
