#!/bin/sh
# GNU Backgammon as an engine of starbench play (algo=gnubg): duplicate
# games against gnubg at 0 and 1 ply give the same bytes at 1 and 2
# threads; every move of both engines replays through gnubg's own move
# generator and each game's points follow from its final board
# (tests/gnubg_replay.py, run by gnubg); a gnubg that stops mid-match
# stops it with the games so far kept (exit status 1, `play FILE` refuses
# the incomplete rows); gnubg's folder is made before gnubg starts (two
# gnubgs making it at once lose one); bad specs and a missing gnubg are one-line errors,
# exit 2; the positions off the played line (data/bgnet11-training.txt.xz) come
# again from gnubg for three games in make test-full (the same positions; gnubg's values to within 1 milli-point,
# 0.001 in each chance, as gnubg 1.07's own floats differ from machine to machine: 0.09 and 0.00009
# seen).  Skipped, with a message, where gnubg is not installed, unless
# STARBENCH_REQUIRE_GNUBG=1 (CI installs it).
# Usage: tests/gnubg.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top=$here/..
. "$here/lib.sh"

if ! gnubg=$(sh "$top/scripts/gnubg-tree" --where 2>/dev/null); then
    if [ "${STARBENCH_REQUIRE_GNUBG:-}" = 1 ]; then
        echo "FAIL: gnubg is not installed (STARBENCH_REQUIRE_GNUBG=1)"
        exit 1
    fi
    echo "gnubg: skipped: GNU Backgammon is not installed (sh scripts/deps.sh gnubg)"
    exit 0
fi

# 1. Matches, at 1 and 2 threads.
for plies in 0 1; do
    "$S" play --a "algo=gnubg,plies=$plies" --b horizon=1 --games 4 --threads 1 --per-game --moves >"$tmp/m$plies-1.csv"
    "$S" play --a "algo=gnubg,plies=$plies" --b horizon=1 --games 4 --threads 2 --per-game --moves >"$tmp/m$plies-2.csv"
    check "gnubg at $plies plies: the same games at 1 and 2 threads" cmp -s "$tmp/m$plies-1.csv" "$tmp/m$plies-2.csv"
    check "  4 games" [ "$(tail -n +2 "$tmp/m$plies-1.csv" | wc -l)" = 4 ]
    STARBENCH_SCRIPTS=$top/scripts "$gnubg" -t -q -r -p "$here/gnubg_replay.py" <"$tmp/m$plies-1.csv" 3>"$tmp/replay$plies" >/dev/null
    check "  every move allowed by gnubg, every score from the final board ($(grep -v ' ok$' "$tmp/replay$plies" | head -n 1))" \
        [ "$(grep -c ' ok$' "$tmp/replay$plies")" = 4 ]
done
"$S" play --a algo=gnubg,plies=0 --b horizon=1 --games 4 --threads 2 >"$tmp/summary.csv"
"$S" play "$tmp/m0-1.csv" >"$tmp/resummed.csv"
check "the summary is the sum of the per-game rows" cmp -s "$tmp/summary.csv" "$tmp/resummed.csv"
check "gnubg's evaluations are not counted: 0 in its columns" \
    python3 -c 'import csv, sys; sys.exit(any(r["a_nodes"] != "0" or r["a_evals"] != "0" for r in csv.DictReader(open(sys.argv[1]))))' \
    "$tmp/m0-1.csv"

# 2. A gnubg that stops after 300 requests (tests/gnubg-stops: its player reads no more).
STOP_AFTER=300 STOP_DIR=$tmp GNUBG=$here/gnubg-stops "$S" play --a algo=gnubg --b horizon=1 --games 8 --threads 1 \
    --per-game -o "$tmp/stopped.csv" 2>"$tmp/stopped.err"
status=$?
check "a gnubg that stops mid-match: exit status 1 (got $status)" [ "$status" = 1 ]
check "  one line says so and how many games are kept ($(cat "$tmp/stopped.err"))" \
    sh -c "[ \$(wc -l <'$tmp/stopped.err') = 1 ] && grep -q 'gnubg stopped.*the [1-9][0-9]* games before it are kept' '$tmp/stopped.err'"
kept=$(($(wc -l <"$tmp/stopped.csv") - 1))
"$S" play --a algo=gnubg --b horizon=1 --games 8 --threads 1 --per-game >"$tmp/full.csv"
check "  the kept rows are the full match's first rows" \
    sh -c "head -n $((kept + 1)) '$tmp/full.csv' | cmp -s - '$tmp/stopped.csv'"
check "  play FILE refuses the incomplete rows" \
    sh -c "! '$S' play '$tmp/stopped.csv' >/dev/null 2>&1"

# 3. A machine where gnubg never ran: two players start at once with no ~/.gnubg (tests/gnubg-home
#    stands in for a gnubg that loses the race to make it).
mkdir "$tmp/home"
HOME=$tmp/home GNUBG=$here/gnubg-home GNUBG_REAL=$gnubg "$S" play --a algo=gnubg --b horizon=1 --games 4 --threads 2 \
    >"$tmp/home.csv" 2>"$tmp/home.err"
check "no ~/.gnubg yet: gnubg's folder made before it starts, the match played ($(head -n 1 "$tmp/home.err"))" \
    sh -c "[ -d '$tmp/home/.gnubg/backup' ] && [ \$(wc -l <'$tmp/home.csv') = 2 ]"

# 4. Bad specs and a missing gnubg: one line, exit 2, nothing written.
bad() { # description, then the arguments of play
    description=$1
    shift
    "$S" play "$@" -o "$tmp/bad.csv" >/dev/null 2>"$tmp/bad.err"
    st=$?
    check "$description: exit 2, one line, no file (got $st: $(cat "$tmp/bad.err"))" \
        sh -c "[ $st = 2 ] && [ \$(wc -l <'$tmp/bad.err') = 1 ] && [ ! -e '$tmp/bad.csv' ]"
}
bad "plies=3" --a algo=gnubg,plies=3 --b horizon=1 --games 2
bad "a search setting for gnubg" --a algo=gnubg,horizon=2 --b horizon=1 --games 2
bad "plies for a search" --a algo=star2,plies=1 --b horizon=1 --games 2
bad "gnubg for pig" --game pig --a algo=gnubg --b horizon=1 --games 2
export GNUBG="$tmp/none"
bad "GNUBG naming no file (gnubg missing)" --a algo=gnubg --b horizon=1 --games 2
unset GNUBG

# 5. Positions off the played line (make net11fit-data): the first three games' lines of the committed
#    data/bgnet11-training.txt.xz come again from gnubg, by gnubg-tree and by the script that cuts the
#    games into slices (two here).
#    (make test-full: 4 s of gnubg.)
full || { finish gnubg; exit; }
xz -dc "$top/data/bgnet2-training.txt.xz" | awk '!/^#/ && $2 <= 3' >"$tmp/three.txt"
xz -dc "$top/data/bgnet11-training.txt.xz" | awk '!/^#/ && $2 <= 3' >"$tmp/after-want.txt"
# near GOT WANT: the same lines' position IDs and games, equities within 1 milli-point, chances within 0.001.
near() {
    [ -s "$1" ] && [ "$(wc -l <"$1")" = "$(wc -l <"$2")" ] && paste -d ' ' "$1" "$2" | awk '
        function off(a, b, tolerance) { return a - b > tolerance || b - a > tolerance }
        $1 != $9 || $2 != $10 || off($3, $11, 1) { exit 1 }
        { for (i = 4; i <= 8; i++) if (off($i, $(i + 8), 0.001)) exit 1 }'
}
sh "$top/scripts/gnubg-tree" --after-moves "$tmp/three.txt" --class race >"$tmp/after.txt"
check "--after-moves regenerates data/bgnet11-training.txt.xz's $(wc -l <"$tmp/after-want.txt") lines of games 1-3" \
    near "$tmp/after.txt" "$tmp/after-want.txt"
xz -9 <"$tmp/three.txt" >"$tmp/three.txt.xz"
sh "$top/scripts/after_moves_data.sh" race 1 2 test "$tmp/sliced.txt.xz" "$tmp/three.txt.xz"
xz -dc "$tmp/sliced.txt.xz" | grep -v '^#' >"$tmp/sliced.txt"
check "  and so does after_moves_data.sh in two slices" near "$tmp/sliced.txt" "$tmp/after-want.txt"
awk 'NR == 1 { $3 += 2 } { print }' "$tmp/after-want.txt" >"$tmp/moved.txt"
refused=yes
near "$tmp/moved.txt" "$tmp/after-want.txt" && refused=no
check "  (near refuses an equity 2 milli-points off: $refused)" [ "$refused" = yes ]
finish gnubg
