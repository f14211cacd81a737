#!/bin/sh
# make ensemble-pick: which networks to average in contact, chosen on the
# positions that pick each network's epoch (netfit.py's games 1 more than
# a multiple of 5), never on the held-out ones (the multiples of 5).  For
# every nonempty subset of the networks named, the RMS error against
# GNU Backgammon's 0-ply equity of their mean, rounded toward 0 as
# evaluators.c's ensembles round it (MEAN_OF), over the contact positions
# (tools/bg_features' test) of those games of net5's data; one line each,
# "RMS NETWORKS", lowest first.
# Usage: ensemble_pick.sh BG_FEATURES NET...  (NET: net4, net5, net7, ... as bg_features --NET names them)
set -eu
features=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
here=$(dirname "$0")
xz -dc "$here/../data/bgnet2-training.txt.xz" "$here/../data/bgnet4-training.txt.xz" | grep -v '^#' >"$tmp/training.txt"
"$features" <"$tmp/training.txt" | awk '{ print $2 }' >"$tmp/contact.txt"
for net in "$@"; do
    "$features" --"$net" <"$tmp/training.txt" | awk '{ print $2 }' >"$tmp/$net.txt"
done
awk '{ print $2, $3 }' "$tmp/training.txt" >"$tmp/targets.txt"
(cd "$tmp" && for net in "$@"; do printf '%s.txt\n' "$net"; done | xargs paste -d ' ' targets.txt contact.txt) |
    awk -v names="$*" -v count_file="$tmp/count.txt" '
        BEGIN { k = split(names, net, " ") }
        $1 % 5 != 1 || !$3 { next }
        {
            for (s = 1; s < 2 ^ k; s++) {
                sum = 0; n = 0
                for (i = 1; i <= k; i++) if (int(s / 2 ^ (i - 1)) % 2) { sum += $(3 + i); n++ }
                mean = (sum - sum % n) / n # toward 0, as C integer division
                sq[s] += (mean - $2) ^ 2
            }
            count++
        }
        END {
            for (s = 1; s < 2 ^ k; s++) {
                line = ""
                for (i = 1; i <= k; i++) if (int(s / 2 ^ (i - 1)) % 2) line = line (line == "" ? "" : ",") net[i]
                printf "%.1f %s\n", sqrt(sq[s] / count), line
            }
            print count >count_file
        }' | sort -n >"$tmp/table.txt"
echo "# Means of contact networks (scripts/ensemble_pick.sh, make ensemble-pick): the RMS error against gnubg's 0-ply"
echo "# on the $(cat "$tmp/count.txt") contact positions of the games that pick the epoch (not the held-out ones), lowest first."
cat "$tmp/table.txt"
