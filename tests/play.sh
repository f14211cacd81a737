#!/bin/sh
# starbench play: the same bytes at 1 and 2 threads; twin games (2p, 2p+1)
# roll the same dice ply by ply; an engine against itself gives mirror
# twins (a pair sums to 0, the same moves), so 0 points per game inside
# its interval; a 1-ply engine beats random moves with an interval above
# 0 (a test that can fail); the summary agrees with the per-game rows; the
# recorded moves of a game replay through --play (every move legal, in
# order, up to the last, which ends the game); shards of a match give its
# rows and, summed up, its summary; every committed match's summary is the
# sum of its committed per-game rows; luck-adjusted points (--luck).
# Usage: tests/play.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"

"$S" play --a horizon=2 --b horizon=1 --games 8 --threads 1 --per-game --moves >"$tmp/t1.csv"
"$S" play --a horizon=2 --b horizon=1 --games 8 --threads 2 --per-game --moves >"$tmp/t2.csv"
check "the same games at 1 and 2 threads" cmp -s "$tmp/t1.csv" "$tmp/t2.csv"
check "  8 games" [ "$(tail -n +2 "$tmp/t1.csv" | wc -l)" = 8 ]

# moves ROW: the game's moves (the last column, quoted: it holds spaces).
moves() { awk -F, -v n="$(($1 + 2))" 'NR == n { print $NF }' "$tmp/t1.csv"; }
rolls() { echo "$1" | tr ' ' '\n' | grep -o '^[1-6][1-6]:' | tr -d ':'; }
same_dice=1
for pair in 0 1 2 3; do
    rolls "$(moves $((2 * pair)))" >"$tmp/first"
    rolls "$(moves $((2 * pair + 1)))" >"$tmp/second"
    n=$(cat "$tmp/first" "$tmp/second" | wc -l)
    short=$(wc -l <"$tmp/first")
    [ "$(wc -l <"$tmp/second")" -lt "$short" ] && short=$(wc -l <"$tmp/second")
    [ "$(head -n "$short" "$tmp/first")" = "$(head -n "$short" "$tmp/second")" ] || same_dice=0
done
check "twin games roll the same dice, ply by ply" [ "$same_dice" = 1 ]
check "  the first roll is never a double" \
    awk -F, 'NR > 1 { split($NF, m, ":"); r = substr(m[1], 2); if (substr(r, 1, 1) == substr(r, 2, 1)) bad = 1 } END { exit bad }' \
    "$tmp/t1.csv"

game=$(moves 0)
last=$(echo "$game" | awk '{ n = split($0, w, " "); for (i = n; i > 0 && w[i] !~ /^[1-6][1-6]:/; i--); print i }')
head=$(echo "$game" | awk -v k="$last" '{ n = split($0, w, " "); s = ""; for (i = 1; i < k; i++) s = s (i > 1 ? " " : "") w[i]; print s }')
check "a recorded game replays through --play (all moves but the last)" \
    "$S" --game backgammon --position 4HPwATDgc/ABMA --play "$head" --horizon 1 --algo minimax -o "$tmp/replay.csv"

"$S" play --a horizon=1 --b horizon=1 --games 20 --per-game --moves >"$tmp/self.csv"
check "an engine against itself: every pair sums to 0 with the same moves" \
    awk -F, 'NR > 1 && NR % 2 == 0 { p = $7; m = $NF } NR > 1 && NR % 2 == 1 { if (p + $7 != 0 || m != $NF) bad = 1 }
             END { exit bad }' "$tmp/self.csv"
"$S" play --a horizon=1 --b horizon=1 --games 20 >"$tmp/self-summary.csv"
check "  0 points per game, inside its interval" \
    awk -F, 'NR == 2 { exit !($5 == 0 && $7 <= 0 && $8 >= 0) }' "$tmp/self-summary.csv"

"$S" play --a horizon=1 --b algo=random --games 20 >"$tmp/random.csv"
check "the 1-ply engine beats random moves: the interval lies above 0 ($(cut -d, -f5-8 "$tmp/random.csv" | tail -1))" \
    awk -F, 'NR == 2 { exit !($6 > 0) }' "$tmp/random.csv"

"$S" play --a horizon=2 --b horizon=1 --games 8 --threads 2 >"$tmp/summary.csv"
check "the summary's points and wins are the per-game rows'" \
    awk -F, 'NR == FNR { if (FNR > 1) { s += $7; w += $7 > 0; g++ } next }
             FNR == 2 { exit !($4 == g && $5 + 0 == s / g && $9 == w) }' "$tmp/t1.csv" "$tmp/summary.csv"

# Shards: --shard I/K plays whole pairs; the shards' rows are the unsplit
# match's, and 'starbench play FILE...' sums them into its summary, bytes
# and all, in any order; a missing shard is refused.
for i in 1 2 3; do
    "$S" play --a horizon=2 --b horizon=1 --games 8 --per-game --moves --shard $i/3 >"$tmp/shard$i.csv"
done
check "three shards' rows are the unsplit match's" \
    sh -c '{ head -n 1 "$1"; tail -q -n +2 "$2" "$3" "$4"; } | cmp -s - "$1"' sh "$tmp/t1.csv" "$tmp/shard1.csv" \
    "$tmp/shard2.csv" "$tmp/shard3.csv"
"$S" play "$tmp/shard3.csv" "$tmp/shard1.csv" "$tmp/shard2.csv" >"$tmp/merged.csv"
check "  summed up in any order, they give the unsplit summary byte for byte" cmp -s "$tmp/merged.csv" "$tmp/summary.csv"
"$S" play "$tmp/shard1.csv" "$tmp/shard2.csv" >/dev/null 2>"$tmp/missing.err"
rc=$?
check "  a missing shard is refused (exit 2, one line; got $rc)" \
    sh -c '[ "$1" = 2 ] && [ "$(wc -l <"$2")" = 1 ] && grep -q "a shard missing" "$2"' sh "$rc" "$tmp/missing.err"
# Start positions (--positions): pair p from the file's position p mod K,
# the twins from the same position with the same first roll (the line's,
# or drawn from all 36); the same bytes at 1 and 2 threads; shards sum up
# to the unsplit summary, which names the file; rows of another file are
# another match.
printf '4HPwATDgc/ABMA 31 the opening, 3-1\nAgAAfC8AAAAAAA - a bear-off, dice to come\nZRuHMQBMz8HBAA 63\n' >"$tmp/starts.txt"
starts="--a horizon=1 --b algo=random --games 12 --positions $tmp/starts.txt"
# shellcheck disable=SC2086 # options are words
"$S" play $starts --per-game --moves --threads 1 >"$tmp/starts1.csv"
# shellcheck disable=SC2086
"$S" play $starts --per-game --moves --threads 2 >"$tmp/starts2.csv"
check "from start positions: the same bytes at 1 and 2 threads" cmp -s "$tmp/starts1.csv" "$tmp/starts2.csv"
check "  pair p starts from position p mod 3, both twins, a given roll played first" \
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             { split("4HPwATDgc/ABMA:31 AgAAfC8AAAAAAA ZRuHMQBMz8HBAA:63", want, " ")
               pair = int($c["game"] / 2); if ($c["start"] != want[pair % 3 + 1]) bad = 1
               split($c["moves"], m, ":"); roll[$c["game"]] = m[1]
               if ($c["start"] ~ /:/ && m[1] != substr($c["start"], 16)) bad = 1 }
             END { for (g = 0; g < 12; g += 2) if (roll[g] != roll[g + 1]) bad = 1; exit bad }' "$tmp/starts1.csv"
# shellcheck disable=SC2086
"$S" play $starts >"$tmp/starts-summary.csv"
check "  the summary names the file of starts" \
    awk -F, -v f="$tmp/starts.txt" 'NR == 1 { named = $NF == "starts" } NR == 2 { exit !(named && $NF == f) }' \
    "$tmp/starts-summary.csv"
# shellcheck disable=SC2086
"$S" play $starts --per-game --shard 1/2 >"$tmp/starts-shard1.csv"
# shellcheck disable=SC2086
"$S" play $starts --per-game --shard 2/2 >"$tmp/starts-shard2.csv"
"$S" play "$tmp/starts-shard2.csv" "$tmp/starts-shard1.csv" >"$tmp/starts-merged.csv"
check "  two shards sum up to the unsplit summary byte for byte" cmp -s "$tmp/starts-merged.csv" "$tmp/starts-summary.csv"
cp "$tmp/starts.txt" "$tmp/other.txt"
"$S" play --a horizon=1 --b algo=random --games 12 --positions "$tmp/other.txt" --per-game --shard 2/2 \
    >"$tmp/other-shard2.csv"
"$S" play "$tmp/starts-shard1.csv" "$tmp/other-shard2.csv" >/dev/null 2>"$tmp/other.err"
rc=$?
check "  a shard from another file of starts is another match (exit 2; got $rc)" \
    sh -c '[ "$1" = 2 ] && grep -q "another match" "$2"' sh "$rc" "$tmp/other.err"
# Luck (--luck E): every roll's luck by E, mean 0 whatever E.  The same bytes at 1 and 2 threads;
# the summary's first columns as without --luck; an engine against itself has mirror luck in twin
# games, so every pair's adjusted points sum to 0; a fitted 1-ply engine against net5's gets the
# same mean to within its standard errors and a smaller se (a sign slip would make it larger);
# shards sum up to the unsplit summary with its adjusted columns; bad uses are refused.
luck="--a horizon=1,eval=net5 --b horizon=1 --games 40 --luck net5"
# shellcheck disable=SC2086
"$S" play $luck --per-game --moves --threads 1 >"$tmp/luck1.csv"
# shellcheck disable=SC2086
"$S" play $luck --per-game --moves --threads 2 >"$tmp/luck2.csv"
check "with --luck: the same bytes at 1 and 2 threads" cmp -s "$tmp/luck1.csv" "$tmp/luck2.csv"
# column FILE ROW NAME...: the named cells of row ROW (1: the first after the header), comma-separated.
column() { python3 -c 'import csv, sys; r = list(csv.DictReader(open(sys.argv[1])))[int(sys.argv[2]) - 1]
print(",".join(r[k] for k in sys.argv[3:]))' "$@"; }
check "  rows add luck and luck_a (six places) after game_name, before moves" python3 -c '
import csv, re, sys
rows = list(csv.reader(open(sys.argv[1])))
ok = rows[0][14:] == ["game_name", "luck", "luck_a", "moves"]
ok = ok and all(r[14] == "backgammon" and r[15] == "net5" and re.fullmatch(r"-?[0-9]+\.[0-9]{6}", r[16]) for r in rows[1:])
sys.exit(not ok)' "$tmp/luck1.csv"
# shellcheck disable=SC2086
"$S" play $luck >"$tmp/luck-summary.csv"
"$S" play --a horizon=1,eval=net5 --b horizon=1 --games 40 >"$tmp/plain-summary.csv"
check "  the summary's columns before luck are those without --luck" python3 -c '
import csv, sys
with_luck, plain = (list(csv.reader(open(f))) for f in sys.argv[1:])
sys.exit([r[:18] for r in with_luck] != plain)' "$tmp/luck-summary.csv" "$tmp/plain-summary.csv"
got=$(column "$tmp/luck-summary.csv" 1 points_per_game se adjusted_points_per_game adjusted_se)
check "  the luck-adjusted mean is within 3 se of the points' and its se smaller (got $got)" \
    awk -F, -v got="$got" 'BEGIN { split(got, v, ","); d = v[1] - v[3]; s = sqrt(v[2] * v[2] + v[4] * v[4])
                                    exit !(d < 3 * s && -d < 3 * s && v[4] < v[2]) }' 
"$S" play --a horizon=1 --b horizon=1 --games 20 --luck net5 >"$tmp/luck-self.csv"
got=$(column "$tmp/luck-self.csv" 1 luck adjusted_points_per_game adjusted_se)
check "  an engine against itself: adjusted 0, se 0 (mirror luck in twin games; got $got)" [ "$got" = net5,0.0000,0.0000 ]
for i in 1 2; do
    # shellcheck disable=SC2086
    "$S" play $luck --per-game --shard $i/2 >"$tmp/luck-shard$i.csv"
done
"$S" play "$tmp/luck-shard2.csv" "$tmp/luck-shard1.csv" >"$tmp/luck-merged.csv"
check "  two shards sum up to the unsplit summary byte for byte" cmp -s "$tmp/luck-merged.csv" "$tmp/luck-summary.csv"
"$S" play --a horizon=1,eval=net5 --b horizon=1 --games 40 --luck fitted --per-game --shard 2/2 >"$tmp/luck-other.csv"
"$S" play "$tmp/luck-shard1.csv" "$tmp/luck-other.csv" >/dev/null 2>"$tmp/luck-other.err"
rc=$?
check "  a shard whose luck another evaluation rated is another match (exit 2; got $rc)" \
    sh -c '[ "$1" = 2 ] && grep -q "another match" "$2"' sh "$rc" "$tmp/luck-other.err"
sed '2s/,net5,\(-\{0,1\}[0-9]*\.[0-9]*\)$/,net5,\10/' "$tmp/luck-shard1.csv" >"$tmp/luck-bad.csv"
"$S" play "$tmp/luck-bad.csv" "$tmp/luck-shard2.csv" >/dev/null 2>"$tmp/luck-bad.err"
rc=$?
check "  a luck_a with seven places is refused (exit 2, names the line; got $rc)" \
    sh -c '[ "$1" = 2 ] && grep -q "line 2: a luck_a" "$2"' sh "$rc" "$tmp/luck-bad.err"
for bad in "--luck nope" "--game pig --luck fitted" "--luck"; do
    # shellcheck disable=SC2086
    "$S" play --a horizon=1 --b horizon=1 --games 2 $bad >"$tmp/luck-out" 2>"$tmp/luck-err"
    rc=$?
    check "  $bad: exit 2, one line naming --luck, nothing written (got $rc: $(cat "$tmp/luck-err"))" \
        sh -c '[ "$1" = 2 ] && [ "$(wc -l <"$2")" = 1 ] && grep -q -- "--luck" "$2" && [ ! -s "$3" ]' sh "$rc" \
        "$tmp/luck-err" "$tmp/luck-out"
done
"$S" play --luck net5 "$tmp/luck-shard1.csv" "$tmp/luck-shard2.csv" >/dev/null 2>"$tmp/luck-err"
rc=$?
check "  play FILE... --luck: refused (exit 2; got $rc)" \
    sh -c '[ "$1" = 2 ] && grep -q -- "--luck" "$2"' sh "$rc" "$tmp/luck-err"
# Issue 47, finding 19: every committed match's summary (results/backgammon/play-matches.csv, make play) is what
# starbench play sums up from its committed per-game rows (results/backgammon/play-games.csv).
check_match_rows "$here/../results/backgammon/play-games.csv" "$here/../results/backgammon/play-matches.csv" name
# The same for the matches against gnubg (make gnubg-study): each results/gnubg/matches/NAME.csv is a whole match
# (starbench play sums it up, refusing missing or foreign rows), and its games, points per game and
# interval are results/gnubg/gnubg-matches.csv's row NAME (gnubg_report.py's sums).
for rows in "$here"/../results/gnubg/matches/*.csv; do
    name=$(basename "$rows" .csv)
    "$S" play "$rows" >"$tmp/gnubg-summed.csv"
    check "results/gnubg/gnubg-matches.csv's $name: the sum of its per-game rows" python3 -c '
import csv, sys
summed = list(csv.DictReader(open(sys.argv[1])))[0]
row = [r for r in csv.DictReader(open(sys.argv[2])) if r["match"] == sys.argv[3]][0]
keys = ("games", "points_per_game", "se", "ci95_low", "ci95_high")
sys.exit([summed[k] for k in keys] != [row[k] for k in keys])' "$tmp/gnubg-summed.csv" "$here/../results/gnubg/gnubg-matches.csv" "$name"
done
# The luck-rated matches (make gnubg-study's results/gnubg/luck/NAME.csv): starbench play's sum of each
# one's rows gives results/gnubg/gnubg-luck.csv's row NAME (gnubg_report.py's own sums), points and
# luck-adjusted points alike.
for rows in "$here"/../results/gnubg/luck/*.csv; do
    [ -e "$rows" ] || continue
    name=$(basename "$rows" .csv)
    "$S" play "$rows" >"$tmp/luck-summed.csv"
    check "results/gnubg/gnubg-luck.csv's $name: the sum of its per-game rows" python3 -c '
import csv, sys
summed = list(csv.DictReader(open(sys.argv[1])))[0]
row = [r for r in csv.DictReader(open(sys.argv[2])) if r["match"] == sys.argv[3]][0]
keys = ("games", "points_per_game", "se", "ci95_low", "ci95_high", "luck", "adjusted_points_per_game", "adjusted_se", "adjusted_ci95_low",
        "adjusted_ci95_high")
sys.exit([summed[k] for k in keys] != [row[k] for k in keys])' "$tmp/luck-summed.csv" "$here/../results/gnubg/gnubg-luck.csv" "$name"
done
# The study's tables and gnubg.md (its CPU time a move from move-times.csv too) follow from the committed rows:
# gnubg_study.sh --report writes them again from a copy of the rows (whole matches only: shards in progress are not
# read) and they are the committed files byte for byte.
mkdir -p "$tmp/gnubg"
cp -r "$here/../results/gnubg/matches" "$here/../results/gnubg/luck" "$here/../results/gnubg/move-times.csv" "$tmp/gnubg/"
sh "$here/../results/gnubg/gnubg_study.sh" --report "$S" "$tmp/gnubg"
for table in gnubg.md gnubg-matches.csv gnubg-depth.csv gnubg-evals.csv gnubg-luck.csv gnubg-luck-depth.csv gnubg-luck-evals.csv; do
    check "results/gnubg/$table is written again byte for byte from the committed rows" \
        cmp -s "$tmp/gnubg/$table" "$here/../results/gnubg/$table"
done
# --cpu-time (issue 73, finding 11): the summary ends with each engine's CPU seconds a move, the rest byte for
# byte the summary without it; refused with --per-game.
"$S" play --game pig --a horizon=3 --b horizon=1 --games 20 --threads 2 -q >"$tmp/plain.csv"
"$S" play --game pig --a horizon=3 --b horizon=1 --games 20 --threads 2 --cpu-time -q >"$tmp/timed.csv"
check "--cpu-time: a_cpu_per_move and b_cpu_per_move after the summary's columns, which are unchanged" sh -c "
    cut -d, -f1-18 '$tmp/timed.csv' | cmp -s - '$tmp/plain.csv' &&
    head -n 1 '$tmp/timed.csv' | grep -q ',b_evals_per_move,a_cpu_per_move,b_cpu_per_move\$' &&
    awk -F, 'NR == 2 && \$19 > 0 && \$20 > 0 && \$19 < 1 && \$20 < 1 { ok = 1 } END { exit !ok }' '$tmp/timed.csv'"
check "--cpu-time: not with --per-game (exit 2)" \
    sh -c "'$S' play --game pig --a horizon=1 --b horizon=1 --games 2 --per-game --cpu-time >/dev/null 2>&1; [ \$? = 2 ]"
# The strongest engine (issue 73, finding 10): --list's best: names it, doc/studies.md's command plays it, and it
# plays (two games from a race, a second).
best=$("$S" --list | sed -n 's/^    best: .*play --a \([^ ]*\) .*/\1/p')
readme=$(tr '\n' ' ' <"$here/../doc/studies.md" | sed -n 's/.*`\.\/starbench play --a \([^ ]*\) --b algo=gnubg --games 1000 --luck net9-race`.*/\1/p')
check "--list's best engine ($best) is doc/studies.md's command's ($readme)" sh -c "[ -n '$best' ] && [ '$best' = '$readme' ]"
grep -v '^#' "$here/../data/referee.txt" | awk '$5 == "race" { print $1, $2; exit }' >"$tmp/race.txt"
"$S" play --a "$best" --b horizon=1 --games 2 --positions "$tmp/race.txt" -q >"$tmp/best.csv" 2>"$tmp/best.err"
check "  it plays ($(cat "$tmp/best.err"))" [ "$(wc -l <"$tmp/best.csv")" = 2 ]
finish play
