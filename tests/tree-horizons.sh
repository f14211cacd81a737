#!/bin/sh
# --horizon H,H,... on a tree file and on a game: the rows of horizon H are
# byte for byte those of the run with --horizon H alone, in the list's
# order, under one header; lists are refused where a run follows one
# horizon (--budget, --trace, --order random).
# Usage: tests/tree-horizons.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"

# same_as_alone LIST ARGS...: the list's rows against each horizon's own run.
same_as_alone() {
    list=$1
    shift
    "$S" "$@" --horizon "$list" >"$tmp/list.csv" || return 1
    : >"$tmp/alone.csv"
    for h in $(echo "$list" | tr , ' '); do
        "$S" "$@" --horizon "$h" >"$tmp/one.csv" || return 1
        [ -s "$tmp/alone.csv" ] || head -n 1 "$tmp/one.csv" >"$tmp/alone.csv"
        tail -n +2 "$tmp/one.csv" >>"$tmp/alone.csv"
    done
    cmp -s "$tmp/list.csv" "$tmp/alone.csv"
}

check "game, 3,1,2, by evaluation, minimax in the run" \
    same_as_alone 3,1,2 --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval --algo minimax,star1,star2
check "game, 1,2, without minimax (no baseline), table and iterative deepening" \
    same_as_alone 1,2 --game backgammon --position 5gYAALYBAAAAAA --roll 32 --algo star2,star25 --table 64 --iterate
check "tree file, 2,1, judged in the full tree" \
    same_as_alone 2,1 --tree "$here/../examples/horizon.tree" --algo minimax,star2,cyclic
check "--budget with a list: refused" \
    sh -c '"$1" --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 1,2 --budget evals=9 2>&1 >/dev/null |
           grep -q "one horizon with --budget"; [ $? = 0 ]' sh "$S"
finish tree-horizons
