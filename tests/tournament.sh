#!/bin/sh
# make tournament's committed results (issue 49): under results/tournament/,
# every round robin's summaries are what `starbench play` sums up from its
# per-game rows; at each work budget the first and the last match replayed
# for 10 games give the committed rows of those games (the same engines,
# seed and duplicate chance: 10 games of a longer match are its first 10);
# Pig's moves judged by the referee (results/tournament/tournament_referee.sh)
# are regenerated exactly; and the folder's tournament.md, tournament-ratings.csv
# and tournament-pairs.csv are tournament_report.py's from the rows, byte
# for byte (make test-full: the ratings' bootstrap takes half a minute).
# Usage: tests/tournament.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top=$here/..
. "$here/lib.sh"

# replay GAMES_CSV MATCHES_CSV K GAME: match K's first 10 games played again.
replay() {
    row=$(sed -n "$(($3 + 1))p" "$2")
    a=$(printf '%s\n' "$row" | awk -F'"' '{ print $2 }')
    b=$(printf '%s\n' "$row" | awk -F'"' '{ print $4 }')
    seed=$(printf '%s\n' "$row" | awk -F'"' '{ split($5, f, ","); print f[2] }')
    "$S" play --game "$4" --a "$a" --b "$b" --seed "$seed" --games 10 --per-game -q | tail -n +2 |
        awk -F'"' -v OFS='"' '{ sub(/^,[0-9]+,[0-9]+,/, ",X,", $5); print }' >"$tmp/replayed"
    awk -F, -v k="$3" '$1 == k' "$1" | cut -d, -f2- | head -n 10 |
        awk -F'"' -v OFS='"' '{ sub(/^,[0-9]+,[0-9]+,/, ",X,", $5); print }' >"$tmp/committed"
    cmp -s "$tmp/replayed" "$tmp/committed"
}

for dir in "$top"/results/tournament/*/; do
    summary=$(ls "$dir"*-matches.csv)
    games=$(ls "$dir"*-match-games.csv)
    check_match_rows "$games" "$summary" 1
    case $(basename "$dir") in *-time*) continue ;; esac
    game=$(cat "$dir/game")
    last=$(($(wc -l <"$summary") - 1))
    for k in 1 "$last"; do
        check "$(basename "$dir") match $k: its first 10 games played again" replay "$games" "$summary" "$k" "$game"
    done
done

(cd "$top" && sh results/tournament/tournament_referee.sh "$S" "$tmp/judged" pig 2>/dev/null)
for f in "$tmp"/judged/referee-pig-*.csv; do
    check "results/tournament/$(basename "$f") regenerated exactly" cmp -s "$f" "$top/results/tournament/$(basename "$f")"
done

# The plots (issue 73, finding 9): tournament_report.py draws each game's work budgets only, every engine and
# budget a place of its own (a stand-in starbench keeps the CSV each plot is drawn from).
printf '#!/bin/sh\nfor a; do last=$a; done\ncat "$last" >>"%s/drawn.csv"\n' "$tmp" >"$tmp/fake-starbench"
chmod +x "$tmp/fake-starbench"
ratings=$(cd "$top" && pwd)/results/tournament/tournament-ratings.csv
(cd "$top/results/tournament" && python3 -c 'import csv, sys, tournament_report as t
t.plot(None, sys.argv[1], sys.argv[2], list(csv.reader(open(sys.argv[3])))[1:])' "$tmp" "$tmp/fake-starbench" "$ratings")
games=$(awk -F, 'NR > 1 && $2 ~ /^evals/ { print $1 }' "$ratings" | sort -u | wc -l)
check "the tournament plots draw work budgets only, each engine at a budget a place of its own, a plot a game ($games)" \
    awk -F, -v games="$games" '/^engine_budget,/ { plots++; split("", at); next } $2 !~ /^evals/ || at[$1]++ { bad = 1 }
             END { exit bad || plots != games }' "$tmp/drawn.csv"
# The report's bootstrap of the ratings takes half a minute of Python: make test-full's.
if full; then
    cp -r "$top/results/tournament" "$tmp/study"
    python3 "$top/results/tournament/tournament_report.py" "$tmp/study"
    for f in tournament.md tournament-ratings.csv tournament-pairs.csv; do
        check "results/tournament/$f is tournament_report.py's" cmp -s "$tmp/study/$f" "$top/results/tournament/$f"
    done
fi
finish tournament
