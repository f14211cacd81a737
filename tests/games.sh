#!/bin/sh
# Backgammon searched natively (--game backgammon): on every position of
# data/backgammon-positions.txt, every pruning algorithm (star1, star2,
# cyclic, star25 with probe factors 1 to 3) returns exhaustive *-minimax's
# value (--verify, which exits 1 on any difference) at horizons 1 and 2, in
# the generator's order, by evaluation (--order eval) and with the likely
# rolls first, and with a transposition table and iterative deepening; on the bear-off positions also at horizon 3 and with the
# dice to come (no --roll; races and contact at horizon 3 take seconds
# each: make games searches them); Star2.5 with
# probe factor 1 reads exactly Star2's leaves; the leaf count at horizon 2
# equals the exported tree's (data/backgammon-trees, the same tree); the
# compiled weights are the ones data/bgeval-fit.txt measured; ChanceProbCut's
# fit is the committed data's, cpc cuts or not as its band says, and a
# bear-off's rows of results/backgammon/games-cpc.csv are regenerated.
# Usage: tests/games.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
positions="$here/../data/backgammon-positions.txt"
ALGOS=minimax,star1,star2,cyclic,star25

# search POSITION ROLL HORIZON [options]: every algorithm, verified; 0 or 1.
search() {
    pos=$1 roll=$2 horizon=$3
    shift 3
    set -- --game backgammon --position "$pos" --horizon "$horizon" --verify "$@"
    [ "$roll" = - ] || set -- "$@" --roll "$roll"
    for k in 1 2 3; do
        "$S" "$@" --algo $ALGOS --probe-factor $k >"$tmp/k$k.csv" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
    done
    # With a small transposition table (collisions) and iterative deepening.
    "$S" "$@" --algo $ALGOS,expectimax --table 4096 --iterate >"$tmp/table.csv" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
    # star25 with factor 1 is star2, leaf for leaf (column 7: leaves).
    [ "$(grep ',star2,' "$tmp/k1.csv" | cut -d, -f7)" = "$(grep ',star25,' "$tmp/k1.csv" | cut -d, -f7)" ]
}

n=0 hits=0
while read -r pos roll class rest; do
    case $pos in '#'*|'') continue ;; esac
    n=$((n + 1))
    for order in "--order tree" "--order eval" "--chance-order likely"; do
        for horizon in 1 2; do
            check "position $n ($pos $roll, $class) $order, horizon $horizon: every algorithm verified" \
                search "$pos" "$roll" "$horizon" $order
        done
    done
    tree=$(ls "$here"/../data/backgammon-trees/$(printf '%02d' $n)-*.tree)
    leaves=$(sed -n 's/^# \([0-9]*\) leaves, .*/\1/p' "$tree")
    "$S" --game backgammon --position "$pos" --roll "$roll" --horizon 2 --algo minimax >"$tmp/h2.csv"
    check "position $n: the native 2-ply tree has the exported tree's $leaves leaves (got $(cut -d, -f7 "$tmp/h2.csv" | tail -1))" \
        [ "$(cut -d, -f7 "$tmp/h2.csv" | tail -1)" = "$leaves" ]
    if [ "$class" = bearoff ]; then
        check "position $n ($class): horizon 3 verified, ordered by history-eval (the history heuristic over eval)" \
            search "$pos" "$roll" 3 --order history-eval
        hits=$((hits + $(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $4 == "star2" { print $c["table_hits"] }' "$tmp/table.csv")))
        check "position $n: the dice to come, horizon 2 verified" search "$pos" - 2
    fi
done <"$positions"
check "33 positions searched" [ "$n" = 33 ]
check "at horizon 3 on the bear-offs, the table answers nodes searched before (star2's hits: $hits)" [ "$hits" -gt 0 ]

# results/backgammon/games.csv (make games) is what this starbench writes: the
# searches of the first position at horizon 2, by evaluation, without the
# table, with it, and with it and iterative deepening, run again give the
# committed rows.
games="$here/../results/backgammon/games.csv"
first=$(grep -v '^#' "$positions" | head -n 1)
set -- $first
for table in "0" "1048576" "1048576 --iterate"; do
    "$S" --game backgammon --position "$1" --roll "$2" --horizon 2 --order eval --table $table \
        --algo minimax,star1,star2,cyclic,star25 --verify | tail -n +2 >>"$tmp/games-again.csv"
done
grep -F "backgammon:$1:$2," "$games" | awk -F, -v header="$(head -n 1 "$games")" \
    'BEGIN { n = split(header, name, ","); for (i = 1; i <= n; i++) c[name[i]] = i }
     $c["horizon"] == 2 && $c["order"] == "eval"' >"$tmp/games-committed.csv"
check "results/backgammon/games.csv's rows of the first position at horizon 2 by evaluation are regenerated exactly" \
    cmp -s "$tmp/games-again.csv" "$tmp/games-committed.csv"

# The weights compiled in are those data/bgeval-fit.txt reports on: the
# evaluation of every held-out position (games numbered by multiples of 5)
# recomputed from tools/bg_features gives the report's count and RMS error.
features="$(dirname "$S")/tools/bg_features"
training="$here/../data/bgeval-training.txt"
got=$("$features" <"$training" | awk 'NR == FNR { if ($1 !~ /^#/) { game[++n] = $2; gnubg[n] = $3 } next }
    { k++; if (game[k] % 5 == 0) { e = $3 - gnubg[k]; sum += e * e; m++ } }
    END { printf "%d,%.1f", m, sqrt(sum / m) }' "$training" -)
want=$(sed -n 's/^all,held,\([0-9]*\),\([0-9.]*\),.*/\1,\2/p' "$here/../data/bgeval-fit.txt")
check "the compiled evaluation's held-out positions and RMS error ($got) are the fit report's ($want)" [ "$got" = "$want" ]
# ChanceProbCut: data/cpc-fit.txt is what scripts/cpcfit.py makes of
# data/cpc-pairs.txt, whose first rows are what tools/cpc_pairs writes
# (the first 3 positions taken, to horizon 3: horizon 4 takes seconds on
# the opening 2-2; the rest is make cpc-fit-data's), and the same for the
# network's fit, data/cpc-fit-net.txt (its first 2 positions).  The
# fitted's values at horizon 4 are Star2's: those of two cheap positions are
# what starbench finds.
data="$here/../data"
for eval in fitted net; do
    suffix=$([ $eval = fitted ] || echo "-$eval")
    python3 "$here/../scripts/cpcfit.py" "$data/cpc-pairs$suffix.txt" "$tmp/cpc-fit.txt"
    check "data/cpc-fit$suffix.txt is scripts/cpcfit.py's fit of data/cpc-pairs$suffix.txt" \
        cmp -s "$tmp/cpc-fit.txt" "$data/cpc-fit$suffix.txt"
    lines=$([ $eval = fitted ] && echo 44 || echo 24)
    head -n $lines "$training" | "$(dirname "$S")/tools/cpc_pairs" 20 3 $eval | grep -v '^#' >"$tmp/cpc-pairs.txt"
    grep -v '^#' "$data/cpc-pairs$suffix.txt" | head -n "$(wc -l <"$tmp/cpc-pairs.txt")" | cut -d ' ' -f 1-6 \
        >"$tmp/committed-pairs.txt"
    check "data/cpc-pairs$suffix.txt's first rows, to horizon 3, are what tools/cpc_pairs writes" \
        cmp -s "$tmp/cpc-pairs.txt" "$tmp/committed-pairs.txt"
done
for position in VwAAwA0AAAAAAA MwAA4D4AAAAAAA; do
    set -- $(grep "^$position " "$data/cpc-pairs.txt")
    got=$("$S" --game backgammon --position "$1" --roll "$3" --horizon 4 --order eval-above --algo star2 --quiet |
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            { split($c["value"], q, "/"); printf "%.4f", q[1] / (q[2] == "" ? 1 : q[2]) }')
    check "data/cpc-pairs.txt's value of $1 $3 at horizon 4 ($7) is Star2's ($got)" [ "$got" = "${7:-no row}" ]
done
# cpc on a bear-off at horizon 3 (rows: minimax, star2, cpc): with bands of
# 100 sigmas it cuts nothing and reads Star2's leaves plus its shallow
# searches' and returns Star2's value; with 0.5 sigmas it cuts, and its move
# is judged (correct is 1 exactly when the loss is 0, the loss best_value -
# move_value); every move judged is star2's and minimax's too.
cpc_columns() { # POSITION ROLL SIGMAS: algorithm,value,correct,loss,forward_cutoffs,shallow_searches,move_value,best_value
    "$S" --game backgammon --position "$1" --roll "$2" --horizon 3 --order eval --table 0 --algo minimax,star2,cpc \
        --cut-fit "$data/cpc-fit.txt" --cut-sigmas "$3" --verify | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { print $c["algorithm"] "," $c["value"] "," $c["correct"] "," $c["loss"] "," $c["forward_cutoffs"] "," \
                $c["shallow_searches"] "," $c["move_value"] "," $c["best_value"] }'
}
cpc_columns 6yYAAHgpAAAAAA 63 100 >"$tmp/wide.csv"
check "cpc with bands of 100 sigmas: no cut, searches shallow, star2's value, a best move" \
    awk -F, '$1 == "star2" { v = $2 } $1 == "cpc" { ok = $5 == 0 && $6 > 0 && $2 == v && $3 == 1 && $4 == 0 }
             END { exit !ok }' "$tmp/wide.csv"
cpc_columns 6yYAAHgpAAAAAA 63 0.5 >"$tmp/narrow.csv"
check "cpc with bands of 0.5 sigmas cuts (forward_cutoffs > 0)" awk -F, '$1 == "cpc" && $5 > 0 { ok = 1 } END { exit !ok }' "$tmp/narrow.csv"
check "every move is judged: minimax's and star2's best, cpc's correct exactly when its loss is 0" \
    awk -F, '$3 == "" || ($1 != "cpc" && ($3 != 1 || $4 != 0)) || (($3 == 1) != ($4 == 0)) || ($7 == $8) != ($3 == 1) { bad = 1 }
             END { exit bad }' "$tmp/narrow.csv"
# results/backgammon/games-cpc.csv too: a bear-off's rows (both orders, every band)
# regenerated exactly (rows in the generator's order get the ordering
# group make games gives them).
for order in tree eval; do
    for sigmas in 0 0.5 1 2; do
        "$S" --game backgammon --position 6yYAAHgpAAAAAA --roll 63 --horizon 3 --order $order --table 0 \
            --algo minimax,star2,cpc --cut-fit "$data/cpc-fit.txt" --cut-sigmas $sigmas --verify |
            awk -v o=$order 'NR > 1 { print o == "tree" ? $0 ",tree,tree,0" : $0 }'
    done
done >"$tmp/cpc-again.csv"
grep -F "backgammon:6yYAAHgpAAAAAA:63," "$here/../results/backgammon/games-cpc.csv" >"$tmp/cpc-committed.csv"
check "results/backgammon/games-cpc.csv's rows of a bear-off are regenerated exactly" cmp -s "$tmp/cpc-again.csv" "$tmp/cpc-committed.csv"

# results/backgammon/depth.csv (make depth) is what this starbench writes: the
# budgeted searches of position 59 (one of the cheaper: every algorithm and
# order, both horizons' budgets in evaluations and in nodes) run again give
# the committed rows; and the summary
# is the committed rows'.
n=59
game=$(awk -F, -v n=$n '$1 == n { print $3; exit }' "$here/../results/backgammon/depth.csv")
pos=$(echo "$game" | cut -d: -f2) roll=$(echo "$game" | cut -d: -f3)
for budget in $(awk -F, -v n=$n '$1 == n && $4 == "minimax" { print $2 "," $7 }' "$here/../results/backgammon/depth.csv"); do
    b=${budget#*,} h=${budget%%,*}
    for run in "5 --algo minimax" "5 --order eval --algo star1,star2,star25" \
               "4 --order eval --algo cpc --cut-fit $data/cpc-fit.txt --cut-sigmas 1" "5 --order eval-above --algo star2" \
               "5 --algo star2"; do
        "$S" --game backgammon --position "$pos" --roll "$roll" --budget "$b" --horizon $run --quiet |
            awk -v p=$n -v h="$h" -f "$here/../results/backgammon/depth_rows.awk"
    done
done >"$tmp/depth-again.csv"
awk -F, -v n=$n '$1 == n' "$here/../results/backgammon/depth.csv" >"$tmp/depth-committed.csv"
check "results/backgammon/depth.csv's rows of position $n are regenerated exactly" cmp -s "$tmp/depth-again.csv" "$tmp/depth-committed.csv"
python3 "$here/../results/backgammon/depth_summary.py" "$here/../results/backgammon/depth.csv" >"$tmp/depth-summary.csv"
check "results/backgammon/depth-summary.csv is depth_summary.py's summary of results/backgammon/depth.csv" \
    cmp -s "$tmp/depth-summary.csv" "$here/../results/backgammon/depth-summary.csv"
# results/games-h4*.csv (make games-h4): three of the cheaper positions run
# again through --positions give the committed rows of every variant
# (Star2.5's probe factor 3 for its file); the summary is h4_summary.py's.
printf '5gYAALYBAAAAAA 32\n39shAAA+BAAAAA 32\nAgAAfC8AAAAAAA 51\n' >"$tmp/h4-positions.txt"
while read -r file options; do
    "$S" --game backgammon --positions "$tmp/h4-positions.txt" --horizon 4 --order eval-above --threads 2 --quiet \
        $options | tail -n +2 >"$tmp/h4-again.csv"
    grep -E '^backgammon:(5gYAALYBAAAAAA:32|AgAAfC8AAAAAAA:51|39shAAA\+BAAAAA:32),' "$here/../results/backgammon/$file" |
        awk -F, -v k="$(echo "$options" | sed -n 's/.*--probe-factor \([0-9]*\).*/\1/p')" '!k || $5 == k' \
        >"$tmp/h4-committed.csv"
    check "results/backgammon/$file's rows of three positions are regenerated exactly ($options)" \
        cmp -s "$tmp/h4-again.csv" "$tmp/h4-committed.csv"
done <<EOF
games-h4.csv --algo star2,star25
games-h4-probes.csv --algo star25 --probe-factor 3
games-h4-table.csv --algo star2 --table 1048576
games-h4-cpc.csv --algo cpc --cut-fit $data/cpc-fit.txt --cut-sigmas 1
EOF
# What the REPORT says of them: Star2.5 with K = 1 is Star2 on every position
# (leaves, nodes, evaluations, value, move), and the table changes no value or move.
same_rows() { # BASE BASE_FILTER FILE FILTER COLUMNS: FILE's rows passing FILTER (awk on $c[...]) are as many as
              # BASE's passing BASE_FILTER, each one of them in its file and COLUMNS
    awk -F, -v want="$5" 'FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; n = split(want, w, " "); next }
        { key = $c["file"]; for (i = 1; i <= n; i++) key = key "," $c[w[i]] }
        NR == FNR && '"$2"' { base[key] = 1; rows++; next }
        NR != FNR && '"$4"' { others++; if (!(key in base)) bad++ }
        END { exit !(rows > 0 && rows == others && !bad) }' "$1" "$3"
}
h4="$here/../results/backgammon/games-h4.csv"
star2='$c["algorithm"] == "star2"'
check "results/backgammon/games-h4.csv has Star2's rows of the 33 positions" [ "$(grep -c ',star2,' "$h4")" = 33 ]
check "Star2.5 with probe factor 1 is Star2 at horizon 4: each position's leaves, nodes, evaluations, value, move" \
    same_rows "$h4" "$star2" "$here/../results/backgammon/games-h4-probes.csv" '$c["probes"] == 1' "leaves nodes evals value move"
check "Star2 with a table gives Star2's value and move on all 33 positions at horizon 4" \
    same_rows "$h4" "$star2" "$here/../results/backgammon/games-h4-table.csv" 1 "value move"
python3 "$here/../results/backgammon/h4_summary.py" "$here/../results/backgammon/games.csv" "$data/backgammon-positions.txt" \
    "$here/../results/backgammon/games-h4.csv" "$here/../results/backgammon/games-h4-probes.csv" "$here/../results/backgammon/games-h4-table.csv" \
    "$here/../results/backgammon/games-h4-cpc.csv" >"$tmp/h4-summary.csv"
check "results/backgammon/games-h4-summary.csv is h4_summary.py's summary" \
    cmp -s "$tmp/h4-summary.csv" "$here/../results/backgammon/games-h4-summary.csv"
# The positions of self-play at horizon 4 (make games-h4's sampled files):
# three of the cheaper run again give the committed rows of both variants
# (sorted: the file has the positions' order);
# the table changes no value or move on any; the summary is h4_summary.py's
# against make depth's budgets.
printf 'dw+GEgADAAAAAA 16\ntwEAAOcAAEAAAA 36\nc5wBgHFv7gYBAA 36\n' >"$tmp/sampled-positions.txt"
for run in "games-h4-sampled.csv" "games-h4-sampled-table.csv --table 1048576"; do
    set -- $run
    file=$1
    shift
    "$S" --game backgammon --positions "$tmp/sampled-positions.txt" --horizon 4 --order eval-above --threads 2 \
        --quiet --algo star2 "$@" | tail -n +2 | sort >"$tmp/sampled-again.csv"
    grep -E '^backgammon:(dw\+GEgADAAAAAA:16|twEAAOcAAEAAAA:36|c5wBgHFv7gYBAA:36),' "$here/../results/backgammon/$file" | sort \
        >"$tmp/sampled-committed.csv"
    check "results/backgammon/$file's rows of three positions are regenerated exactly" \
        cmp -s "$tmp/sampled-again.csv" "$tmp/sampled-committed.csv"
done
check "Star2 with a table gives Star2's value and move on every sampled position at horizon 4" \
    same_rows "$here/../results/backgammon/games-h4-sampled.csv" 1 "$here/../results/backgammon/games-h4-sampled-table.csv" 1 "value move"
sh "$here/../results/backgammon/sampled_positions.sh" >"$tmp/sampled.txt"
python3 "$here/../results/backgammon/h4_summary.py" "$here/../results/backgammon/depth.csv" "$tmp/sampled.txt" \
    "$here/../results/backgammon/games-h4-sampled.csv" "$here/../results/backgammon/games-h4-sampled-table.csv" >"$tmp/sampled-summary.csv"
check "results/backgammon/games-h4-sampled-summary.csv is h4_summary.py's summary" \
    cmp -s "$tmp/sampled-summary.csv" "$here/../results/backgammon/games-h4-sampled-summary.csv"
# Horizons 4 and 5: minimax at horizon 4 on two positions, and Star2 and
# ChanceProbCut at horizon 5 on one (make test-full), give the committed rows; the summary
# is deep_summary.py's.
printf '39shAAA+BAAAAA 32\nAgAAfC8AAAAAAA 51\n' >"$tmp/deep-positions.txt"
"$S" --game backgammon --positions "$tmp/deep-positions.txt" --horizon 4 --algo minimax --threads 2 --quiet |
    tail -n +2 >"$tmp/deep-again.csv"
grep -E '^backgammon:(39shAAA\+BAAAAA:32|AgAAfC8AAAAAAA:51),' "$here/../results/backgammon/games-h4-minimax.csv" \
    >"$tmp/deep-committed.csv"
check "results/backgammon/games-h4-minimax.csv's rows of two positions are regenerated exactly" \
    cmp -s "$tmp/deep-again.csv" "$tmp/deep-committed.csv"
# (Horizon 5 takes 10 s: make test-full's.)
full && for run in "games-h5.csv --algo star2" "games-h5-cpc.csv --algo cpc --cut-fit $here/../data/cpc-fit.txt"; do
    set -- $run
    file=$1
    shift
    "$S" --game backgammon --position 39shAAA+BAAAAA --roll 32 --horizon 5 --order eval-above --quiet "$@" |
        tail -n +2 >"$tmp/deep-again.csv"
    grep -F 'backgammon:39shAAA+BAAAAA:32,' "$here/../results/backgammon/$file" >"$tmp/deep-committed.csv"
    check "results/backgammon/$file's row of 39shAAA+BAAAAA 32 is regenerated exactly" \
        cmp -s "$tmp/deep-again.csv" "$tmp/deep-committed.csv"
done
python3 "$here/../results/backgammon/deep_summary.py" "$here/../results/backgammon/games.csv" "$here/../results/backgammon/games-h4.csv" \
    "$here/../results/backgammon/games-h4-minimax.csv" "$here/../results/backgammon/games-h5.csv" "$here/../results/backgammon/games-h5-cpc.csv" \
    "$here/../data/backgammon-positions.txt" >"$tmp/deep-summary.csv"
check "results/backgammon/games-deep-summary.csv is deep_summary.py's summary" \
    cmp -s "$tmp/deep-summary.csv" "$here/../results/backgammon/games-deep-summary.csv"
finish "games"
