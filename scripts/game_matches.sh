#!/bin/sh
# make games, a game's matches: each PAIR "SPEC_A vs SPEC_B" played as
# GAMES games in duplicate pairs (starbench play --game GAME, two threads:
# the rows do not depend on them), the summaries into
# results/GAME-matches.csv, which game_report.py reads into results/GAME.md.
# Usage: game_matches.sh STARBENCH RESULTS GAME GAMES PAIR...
set -eu
S=$1 results=$2 game=$3 games=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
header=1
for pair in "$@"; do
    a=${pair%% vs *} b=${pair#* vs }
    "$S" play --game "$game" --a "$a" --b "$b" --games "$games" --threads 2 -q >"$tmp/one.csv" # set -e sees it fail
    tail -n +$((2 - header)) "$tmp/one.csv"
    header=0
done >"$tmp/matches.csv"
mv "$tmp/matches.csv" "$results/$game-matches.csv"
