#!/bin/sh
# The backgammon trees without gnubg: the exporter's own move generator
# against move counts recorded from gnubg (tests/backgammon_moves.py), and
# the native one (src/games/backgammon/backgammon.c) against the exporter's, move for move;
# the native game's 2-ply trees (src/games/backgammon/bggame.c) against the exported ones;
# every
# committed tree of examples/backgammon searched by every algorithm with
# both bound choices and --verify, its value and leaf count against those
# its exporter computed (its header) and against results/backgammon/backgammon.csv;
# the trees of data/backgammon-trees against their headers and their
# :eval; and make backgammon's refusal, writing nothing, when gnubg is missing.
# Usage: tests/backgammon.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
root="$here/.."
fails=0
checks=0
ok() { checks=$((checks + 1)); }
bad() { checks=$((checks + 1)); fails=$((fails + 1)); echo "FAIL: $*"; }
expect() { # WHAT GOT EXPECTED
    if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', expected '$3'"; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A tree's header, as its exporter wrote it: its exact value and leaf count.
header_value() { sed -n 's/^# value (exact, computed by the exporter): //p' "$1"; }
header_leaves() { sed -n 's/^# \([0-9]*\) leaves, .*/\1/p' "$1"; }

# 1. The move generator (python3: make deps installs it).
if python3 "$here/backgammon_moves.py" >"$tmp/moves.out"; then ok; else bad "backgammon_moves.py"; cat "$tmp/moves.out"; fi
tail -n 1 "$tmp/moves.out"

# 1b. The native generator (src/games/backgammon/backgammon.c, through tests/bg_moves_list)
#     lists the same moves as bgmoves.py, in the same order, for every
#     recorded position and roll: the order native trees will have.
lister="$(dirname "$S")/tests/bg_moves_list"
if "$lister" <"$here/backgammon-moves.txt" >"$tmp/native.txt" &&
    python3 "$here/bgmoves_list.py" <"$here/backgammon-moves.txt" >"$tmp/python.txt"; then
    expect "native move lists, lines" "$(wc -l <"$tmp/native.txt")" "$(grep -c '^[^#]' "$here/backgammon-moves.txt")"
    if cmp -s "$tmp/native.txt" "$tmp/python.txt"; then ok; else bad "native and bgmoves.py move lists differ: $(diff "$tmp/python.txt" "$tmp/native.txt" | head -3)"; fi
else
    bad "bg_moves_list or bgmoves_list.py failed"
fi

# 1c. The native game source (src/games/backgammon/bggame.c, through tests/bg_game_tree):
#     its 2-ply tree with gnubg's equities at the leaves and on the * nodes
#     (tests/backgammon-equities.txt, from 'scripts/gnubg-tree --equities')
#     is the exported tree: the same text in generator order, the same
#     subtrees in gnubg's order (tests/bgtree_canon.py --unordered).
walker="$(dirname "$S")/tests/bg_game_tree"
for tree in "$root"/examples/backgammon/*.tree; do
    name=$(basename "$tree" .tree)
    set -- $(sed -n 's/^# position \([^,]*\), roll \([1-6]\)-\([1-6]\).*/\1 \2\3/p' "$tree")
    [ $# -eq 2 ] || { bad "$name: no position and roll in its header"; continue; }
    case $name in *-generator) how= ;; *) how=--unordered ;; esac
    if "$walker" "$1" "$2" "$here/backgammon-equities.txt" >"$tmp/native.tree" &&
        python3 "$here/bgtree_canon.py" $how "$tmp/native.tree" >"$tmp/native.line" &&
        python3 "$here/bgtree_canon.py" $how "$tree" >"$tmp/exported.line"; then
        if cmp -s "$tmp/native.line" "$tmp/exported.line"; then ok
        else bad "$name: the native tree with gnubg's equities differs from the exported one"; fi
    else
        bad "$name: bg_game_tree or bgtree_canon.py failed"
    fi
done

# 2. The committed trees.
n=0
for tree in "$root"/examples/backgammon/*.tree; do
    n=$((n + 1))
    name=$(basename "$tree" .tree)
    position=${name%%-*}
    order=${name##*-}
    value=$(header_value "$tree")
    leaves=$(header_leaves "$tree")
    [ -n "$value" ] && [ -n "$leaves" ] || { bad "$name: no value or leaf count in its header"; continue; }
    for bounds in file option; do
        set -- --tree "$tree" --algo minimax,star1,star2,cyclic --verify
        [ "$bounds" = option ] && set -- "$@" --bounds -3000,3000
        if ! "$S" "$@" >"$tmp/out.csv" 2>"$tmp/err"; then
            bad "$name ($bounds): starbench failed: $(cat "$tmp/err")"; continue
        fi
        expect "$name ($bounds) rows" "$(awk 'END { print NR }' "$tmp/out.csv")" 5
        expect "$name ($bounds) values" "$(awk -F, 'NR > 1 { print $8 }' "$tmp/out.csv" | sort -u)" "$value"
        expect "$name ($bounds) minimax leaves" "$(awk -F, '$4 == "minimax" { print $7 }' "$tmp/out.csv")" "$leaves"
        range=$(awk -F, 'NR == 2 { print $2 "," $3 }' "$tmp/out.csv")
        if [ "$bounds" = option ]; then
            expect "$name bounds" "$range" "-3000,3000"
        else
            inside=$(echo "$range" | awk -F, '{ print ($1 >= -3000 && $2 <= 3000 && $1 <= $2) ? "yes" : "no" }')
            expect "$name's leaves within -3000..3000 ($range)" "$inside" yes
        fi
        # The same numbers as results/backgammon/backgammon.csv's rows for this tree.
        awk -F, -v p="$position" -v o="$order" 'NR > 1 { print p "," o "," $13 "," $2 "," $3 "," $4 "," $7 "," $14 "," $15 "," $16 "," $8 }' "$tmp/out.csv" >"$tmp/got"
        awk -F, -v b="$bounds" -v p="$position" -v o="$order" '$1 == p && $5 == o && $6 == b { print $1 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11 "," $12 "," $13 "," $14 }' \
            "$root/results/backgammon/backgammon.csv" >"$tmp/want"
        if cmp -s "$tmp/got" "$tmp/want"; then ok; else bad "$name ($bounds) differs from results/backgammon/backgammon.csv"; diff "$tmp/want" "$tmp/got" | head -5; fi
    done
done
expect "committed trees" "$([ "$n" -ge 3 ] && echo "3 or more" || echo "$n")" "3 or more"

# 2b. The trees make reproduce searches to a horizon (data/backgammon-trees,
#     gnubg's order): the exporter's value and leaf count, and :eval on
#     every move's chance node, consistent with that order: hint lists the
#     moves by the 0-ply equity the :eval carries, so --horizon 1 picks the
#     first move (ties in milli-points kept in hint's order).
n=0
for tree in "$root"/data/backgammon-trees/*.tree; do
    n=$((n + 1))
    name=$(basename "$tree" .tree)
    value=$(header_value "$tree")
    leaves=$(header_leaves "$tree")
    got=$("$S" --tree "$tree" --algo minimax --verify 2>&1 | awk -F, 'NR == 2 { print $7 "," $8 }')
    expect "$name: leaves and value" "$got" "$leaves,$value"
    got=$("$S" --tree "$tree" --horizon 1 --algo minimax,star2 2>&1 | awk -F, 'NR > 1 { print $11 }' | sort -u)
    expect "$name: the move --horizon 1 picks" "$got" 1
done
expect "trees in data/backgammon-trees" "$n" "$(grep -c '^[^#]' "$root/data/backgammon-positions.txt")"

# 3. Without gnubg: one message that says how to get it, exit 1, nothing written.
GNUBG=/nonexistent/gnubg sh "$root/results/backgammon/backgammon.sh" "$S" "$tmp/results" "$tmp/plots" "$tmp/trees" \
    >"$tmp/stdout" 2>"$tmp/stderr"
expect "make backgammon without gnubg: exit status" "$?" 1
expect "  its message" "$(grep -c 'scripts/deps.sh gnubg' "$tmp/stderr")" 1
expect "  nothing on stdout" "$(wc -c <"$tmp/stdout" | tr -d ' ')" 0
expect "  nothing written" "$(ls -d "$tmp/results" "$tmp/plots" "$tmp/trees" 2>/dev/null)" ""
GNUBG=/nonexistent/gnubg "$root/scripts/gnubg-tree" -o "$tmp/x.tree" 4HPwATDgc/ABMA 31 2>/dev/null
expect "gnubg-tree without gnubg: exit status" "$?" 1
GNUBG=/nonexistent/gnubg "$root/scripts/gnubg-tree" --help >"$tmp/help" 2>&1
expect "gnubg-tree --help without gnubg: exit status" "$?" 0
expect "  it shows the usage" "$(grep -c '^  gnubg-tree ' "$tmp/help")" 9
expect "  no tree written" "$(ls "$tmp"/x.tree* 2>/dev/null)" ""

# 4. An export that fails (a stand-in gnubg that refuses): exit 2, the
#    failure shown, no results written.
printf '#!/bin/sh\necho "gnubg-tree: stand-in failure" >&2\nexit 2\n' >"$tmp/fake-gnubg"
chmod +x "$tmp/fake-gnubg"
GNUBG=$tmp/fake-gnubg JOBS=2 sh "$root/results/backgammon/backgammon.sh" "$S" "$tmp/results" "$tmp/plots" "$tmp/trees" \
    >"$tmp/stdout" 2>"$tmp/stderr"
expect "make backgammon with a failing export: exit status" "$?" 2
expect "  the failure shown" "$(grep -c 'stand-in failure' "$tmp/stderr" | awk '{ print ($1 > 0) }')" 1
expect "  no results written" "$(ls -d "$tmp/results" "$tmp/plots" 2>/dev/null)" ""

echo "backgammon: $checks checks, $fails failed"
[ "$fails" = 0 ]
