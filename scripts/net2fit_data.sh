#!/bin/sh
# make net2fit-data: the positions of GAMES self-play games with gnubg's
# 0-ply equity and its five chances (scripts/gnubg-tree --training GAMES
# --probabilities), played in 8 slices at once (gnubg mostly waits: some
# 10 ms of wall time an evaluation for a fraction of CPU), joined in game
# order (the same lines as one run), with a header, into OUT compressed by
# xz.  Needs gnubg.  Usage: net2fit_data.sh GAMES OUT
set -eu
games=$1 out=$2
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
slices=8
per=$(((games + slices - 1) / slices))
k=0
while [ $((k * per)) -lt "$games" ]; do
    first=$((k * per + 1))
    count=$((games - k * per < per ? games - k * per : per))
    sh "$here/gnubg-tree" --training "$count" --first "$first" --probabilities >"$tmp/slice-$k" &
    k=$((k + 1))
done
wait
n=0
while [ "$n" -lt "$k" ]; do
    [ -s "$tmp/slice-$n" ] || { echo "net2fit_data: slice $n is empty (gnubg failed?)" >&2; exit 1; }
    n=$((n + 1))
done
{
    echo "# Positions of $games self-play games, \"ID GAME EQUITY W WG WBG LG LBG\": gnubg's 0-ply cubeless equity x 1000"
    echo "# for the side on roll and its chances of a win, a gammon and a backgammon won, a gammon and a backgammon"
    echo "# lost; written by make net2fit-data (scripts/net2fit_data.sh, scripts/gnubg-tree --training --probabilities),"
    echo "# $("$(sh "$here/gnubg-tree" --where)" --version 2>/dev/null | head -n 1)."
    n=0
    while [ "$n" -lt "$k" ]; do cat "$tmp/slice-$n"; n=$((n + 1)); done
} | xz -9 >"$out.tmp"
mv "$out.tmp" "$out"
