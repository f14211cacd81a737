#!/bin/sh
# make 2048-study: 2048 (examples/games/2048.c, a plug-in built here against
# the public header) played by Star2 at horizons 1-3, each engine on GAMES/2
# games of its own (one-player `play`: engine A plays game 2p, B game 2p + 1,
# from the same start and chance keys; solo_report.h).  Writes to RESULTS:
#   games.csv  every game's row (a first column `match`), deterministic;
#   speed.csv  each horizon's CPU seconds a move over SPEED_GAMES games of its
#              own (play --cpu-time), with the machine: measured, not exact;
#   2048.md    the report (study_2048.py; nneonneo.csv beside it when
#              nneonneo_2048.sh has written one).
# Usage: study_2048.sh STARBENCH RESULTS [GAMES [SPEED_GAMES]]
set -eu
S=$1 results=$2 games=${3:-200} speed_games=${4:-20}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$results"
cc -std=c11 -O2 -shared -fPIC -Iinclude examples/games/2048.c -o "$tmp/2048.so"
n=0
for pair in "algo=star2,horizon=1 vs algo=star2,horizon=2" "algo=star2,horizon=3 vs algo=star2,horizon=3,eval=score"; do
    n=$((n + 1))
    a=${pair%% vs *} b=${pair#* vs }
    "$S" play --game "$tmp/2048.so" --a "$a" --b "$b" --games "$games" --threads 2 --per-game -q >"$tmp/games.csv"
    [ "$n" = 1 ] && sed -n '1s/^/match,/p' "$tmp/games.csv" >"$tmp/all-games.csv"
    tail -n +2 "$tmp/games.csv" | sed "s/^/$n,/" >>"$tmp/all-games.csv"
done
mv "$tmp/all-games.csv" "$results/backgammon/games.csv"
# Speed: one thread, each horizon as A against a random B (B's moves cost nothing to search).
machine="$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') ($(nproc) cores)"
for h in 1 2 3; do
    "$S" play --game "$tmp/2048.so" --a "algo=star2,horizon=$h" --b algo=random --games "$speed_games" --threads 1 \
        --cpu-time -q >"$tmp/speed.csv"
    [ "$h" = 1 ] && sed -n '1s/$/,machine/p' "$tmp/speed.csv" >"$tmp/all-speed.csv"
    # The machine's name (any text: /proc/cpuinfo's) as a quoted CSV field, through awk, not a sed program.
    awk -v m="$machine" 'NR == 2 { gsub(/"/, "\"\"", m); print $0 ",\"" m "\"" }' "$tmp/speed.csv" >>"$tmp/all-speed.csv"
done
mv "$tmp/all-speed.csv" "$results/speed.csv"
python3 "$(dirname "$0")/study_2048.py" "$results" >"$tmp/2048.md"
mv "$tmp/2048.md" "$results/2048.md"
