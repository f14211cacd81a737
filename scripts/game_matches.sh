#!/bin/sh
# make games, a game's matches: each PAIR "SPEC_A vs SPEC_B" played as
# GAMES games in duplicate pairs (starbench play --game GAME --per-game, two
# threads: the rows do not depend on them).  Every game's row goes to
# results/GAME-match-games.csv (a first column `match`, the pair's number
# from 1), and each match's summary, which `starbench play` sums up from
# those rows, to results/GAME-matches.csv (game_report.py reads it into
# results/GAME.md).  Usage: game_matches.sh STARBENCH RESULTS GAME GAMES PAIR...
set -eu
S=$1 results=$2 game=$3 games=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
for pair in "$@"; do
    n=$((n + 1))
    a=${pair%% vs *} b=${pair#* vs }
    # Not piped: set -e sees a failing run.
    "$S" play --game "$game" --a "$a" --b "$b" --games "$games" --threads 2 --per-game -q >"$tmp/games.csv"
    "$S" play "$tmp/games.csv" >"$tmp/summary.csv"
    [ "$n" = 1 ] && sed -n '1s/^/match,/p' "$tmp/games.csv" >"$tmp/all-games.csv"
    [ "$n" = 1 ] && sed -n 1p "$tmp/summary.csv" >"$tmp/matches.csv"
    tail -n +2 "$tmp/games.csv" | sed "s/^/$n,/" >>"$tmp/all-games.csv"
    sed -n 2p "$tmp/summary.csv" >>"$tmp/matches.csv"
done
name=$(printf '%s' "$game" | tr ':=,' '---') # pig:hold0=0: pig-hold0-0
mv "$tmp/all-games.csv" "$results/$name-match-games.csv"
mv "$tmp/matches.csv" "$results/$name-matches.csv"
