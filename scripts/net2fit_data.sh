#!/bin/sh
# make net2fit-data, make net4fit-data (TARGET, named in the header): the
# positions of GAMES self-play games with gnubg's 0-ply equity and its five
# chances (scripts/gnubg-tree --training GAMES --probabilities), games
# FIRST.. (default 1), played in SLICES slices at once (default 8: a few
# gnubg processes leave the cores idle part of the time; 24 kept both of
# this machine's cores busy), joined in game order (the same lines as one run), with a header,
# into OUT compressed by xz.  A slice that fails fails the whole; OUT is
# written whole or not at all.  Needs gnubg.
# Usage: net2fit_data.sh GAMES OUT [FIRST [SLICES [TARGET]]]
set -eu
games=$1 out=$2 first=${3:-1} slices=${4:-8} target=${5:-net2fit-data}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
per=$(((games + slices - 1) / slices))
k=0
while [ $((k * per)) -lt "$games" ]; do
    count=$((games - k * per < per ? games - k * per : per))
    { sh "$here/gnubg-tree" --training "$count" --first $((first + k * per)) --probabilities >"$tmp/slice-$k" \
          || echo "$?" >"$tmp/failed-$k"; } &
    k=$((k + 1))
done
wait
n=0
while [ "$n" -lt "$k" ]; do
    if [ -e "$tmp/failed-$n" ] || [ ! -s "$tmp/slice-$n" ]; then
        echo "net2fit_data: slice $n (games from $((first + n * per))) failed (gnubg-tree exit status $(cat "$tmp/failed-$n" 2>/dev/null || echo 0), $(wc -l <"$tmp/slice-$n") lines)" >&2
        exit 1
    fi
    n=$((n + 1))
done
range=""
[ "$first" = 1 ] || range=" (games $first to $((first + games - 1)))"
{
    echo "# Positions of $games self-play games$range, \"ID GAME EQUITY W WG WBG LG LBG\": gnubg's 0-ply cubeless equity x 1000"
    echo "# for the side on roll and its chances of a win, a gammon and a backgammon won, a gammon and a backgammon"
    echo "# lost; written by make $target (scripts/net2fit_data.sh, scripts/gnubg-tree --training --probabilities),"
    echo "# $("$(sh "$here/gnubg-tree" --where)" --version 2>/dev/null | head -n 1)."
    n=0
    while [ "$n" -lt "$k" ]; do cat "$tmp/slice-$n"; n=$((n + 1)); done
} | xz -9 >"$out.tmp"
mv "$out.tmp" "$out"
