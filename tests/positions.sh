#!/bin/sh
# --positions FILE: a game's positions searched in one run.  Its rows are
# each position's own run's (--position ID --roll R, the header once), in
# the file's order, byte for byte; the same at 1 and 2 threads; the rows of
# --shard I/3 concatenate to the unsplit run's; with --referee each
# position's verdicts are its own.  Usage: tests/positions.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"

# Five positions of data/backgammon-positions.txt (a double, a race, a
# bear-off among them) and one with the dice to come.
grep -v '^#' "$here/../data/backgammon-positions.txt" | awk 'NR % 7 == 1' | head -5 >"$tmp/five.txt"
echo "4HPwATDgc/ABMA - the opening, dice to come" >>"$tmp/five.txt"
search="--game backgammon --horizon 1,2 --algo minimax,star1,star2 --order eval"

# one_by_one FILE: each position's own run, the header once.
one_by_one() {
    first=1
    grep -v '^#' "$1" | while read -r pos roll rest; do
        if [ "$roll" = - ]; then dice=""; else dice="--roll $roll"; fi
        # shellcheck disable=SC2086 # options are words
        "$S" $search --position "$pos" $dice >"$tmp/one.csv" || echo "failed: $pos $roll" >&2
        if [ $first = 1 ]; then cat "$tmp/one.csv"; else tail -n +2 "$tmp/one.csv"; fi
        first=0
    done
}

one_by_one "$tmp/five.txt" >"$tmp/expected.csv"
# shellcheck disable=SC2086
"$S" $search --positions "$tmp/five.txt" --threads 1 >"$tmp/t1.csv"
# shellcheck disable=SC2086
"$S" $search --positions "$tmp/five.txt" --threads 2 >"$tmp/t2.csv"
check "the rows are each position's own run's" cmp -s "$tmp/expected.csv" "$tmp/t1.csv"
check "the same bytes at 1 and 2 threads" cmp -s "$tmp/t1.csv" "$tmp/t2.csv"
check "every position has its rows (6 positions, 2 horizons, 3 algorithms)" \
    test "$(tail -n +2 "$tmp/t1.csv" | wc -l)" -eq 36

for i in 1 2 3; do
    # shellcheck disable=SC2086
    "$S" $search --positions "$tmp/five.txt" --shard "$i/3" --threads 2 >"$tmp/shard$i.csv"
done
{ cat "$tmp/shard1.csv"; tail -n +2 "$tmp/shard2.csv"; tail -n +2 "$tmp/shard3.csv"; } >"$tmp/shards.csv"
check "three shards' rows concatenate to the unsplit run's" cmp -s "$tmp/t1.csv" "$tmp/shards.csv"

# With the referee: its first three positions, each judged by its own verdicts.
referee="$here/../data/referee.txt"
awk '!/^#/ { print $1, $2 }' "$referee" | uniq | head -3 >"$tmp/judged.txt"
search="--game backgammon --horizon 1 --algo star2 --order eval --referee $referee"
one_by_one "$tmp/judged.txt" >"$tmp/expected-ref.csv"
# shellcheck disable=SC2086
"$S" $search --positions "$tmp/judged.txt" --threads 2 >"$tmp/ref.csv"
check "with --referee, each position's verdicts" cmp -s "$tmp/expected-ref.csv" "$tmp/ref.csv"
check "the referee's columns are there" grep -q ref_loss "$tmp/ref.csv"

finish positions
