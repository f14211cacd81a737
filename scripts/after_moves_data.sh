#!/bin/sh
# make net11fit-data (TARGET, named in the header): positions off the played
# line, labelled by gnubg's 0-ply (scripts/gnubg-tree --after-moves): for every
# EVERY-th position of class CLASS of each game of the training files DATA...
# (xz), a roll and every legal move's position after it, with the opponent on
# roll, gnubg's equity and five chances.  The games are cut into SLICES runs
# of whole games at once (a run's gnubg mostly waits with the processor idle,
# up to 10 ms an evaluation; 40 runs kept this machine's two cores busy), joined in game
# order (the same lines as one run), with a header, into OUT compressed by xz.
# A slice that fails fails the whole; OUT is written whole or not at all.
# Needs gnubg.
# Usage: after_moves_data.sh CLASS EVERY SLICES TARGET OUT DATA...
set -eu
class=$1 every=$2 slices=$3 target=$4 out=$5
shift 5
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xz -dc "$@" | grep -v '^#' >"$tmp/all"
lines=$(wc -l <"$tmp/all")
# Slice k: the whole games whose first line falls in the k-th share of the lines.
awk -v n="$lines" -v s="$slices" -v dir="$tmp" '
    $2 != game { game = $2; k = int((NR - 1) * s / n) }
    { print > (dir "/in-" k) }' "$tmp/all"
k=0
while [ "$k" -lt "$slices" ]; do
    if [ -e "$tmp/in-$k" ]; then
        { sh "$here/gnubg-tree" --after-moves "$tmp/in-$k" --class "$class" --every "$every" >"$tmp/out-$k" \
              || echo "$?" >"$tmp/failed-$k"; } &
    fi
    k=$((k + 1))
done
wait
k=0
while [ "$k" -lt "$slices" ]; do
    if [ -e "$tmp/failed-$k" ]; then
        echo "after_moves_data: slice $k failed (gnubg-tree exit status $(cat "$tmp/failed-$k"))" >&2
        exit 1
    fi
    k=$((k + 1))
done
which=$([ "$every" = 1 ] && echo "every $class position" || echo "every ${every}th $class position")
{
    echo "# Positions off the played line, \"ID GAME EQUITY W WG WBG LG LBG\" as in the training data: for"
    echo "# $which of each game of $*, a roll and every legal move's position after it,"
    echo "# with the opponent on roll and gnubg's 0-ply cubeless equity x 1000 and five chances; GAME the source's."
    echo "# Written by make $target (scripts/after_moves_data.sh, scripts/gnubg-tree --after-moves),"
    echo "# $("$(sh "$here/gnubg-tree" --where)" --version 2>/dev/null | head -n 1)."
    k=0
    while [ "$k" -lt "$slices" ]; do
        [ ! -e "$tmp/out-$k" ] || cat "$tmp/out-$k"
        k=$((k + 1))
    done
} | xz -9 >"$out.tmp"
mv "$out.tmp" "$out"
