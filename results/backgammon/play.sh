#!/bin/sh
# make play: how much a deeper search improves the move, judged by GNU
# Backgammon.  Every position of data/referee.txt (make referee: positions
# of self-play, none picked by hand, each legal move with gnubg's 2-ply
# equity) searched by Star2 with the children ordered by the fitted
# evaluation (--order eval) at horizons 1, 2 and 3 (--horizon 1,2,3), with
# the fitted evaluation and with each network (--eval fitted, net, net2,
# net3, net4, net5, and net5 with the bear-off databases, and with a race
# network too: net5-bearoff, net5-race, and with three networks in contact:
# net5-ensemble, with two wider ones: net9-ensemble, and that with a race
# network trained also off the played line: net9-race, and that with two networks of two hidden layers in
# contact: net13-race), the chosen move judged by the referee (--referee:
# ref_loss, ref_rank).
# Writes RESULTS/play-referee.csv (a row per position and horizon, in the
# file's order), play-referee-summary.csv (per evaluation, class and
# horizon: mean loss with its standard error, share of best moves, mean
# evaluations) and play-referee-paired.csv (per evaluation, class and pair of horizons: the mean
# paired difference of loss with its standard error, moves changed), by
# results/backgammon/play_summary.py, and PLOTS/play-referee.png (the mean loss by
# horizon, each evaluation a line).  Two searches at a time.  Then matches
# (starbench play, duplicate pairs, seed 1982, two threads), each a row of
# RESULTS/play-matches.csv after its name, summed up by starbench play from
# its per-game rows (RESULTS/play-games.csv, the name first): Star2 by eval at horizon 2
# against horizon 1, the network against the fitted evaluation at horizons
# 1 and 2 (MATCH_GAMES_SHALLOW games each, default 400), horizon 3 against
# 2 (MATCH_GAMES_H3, default 400: a horizon-3 game takes some 3 s of CPU),
# and ChanceProbCut (bands of 1 sigma) against Star2 at horizon 3
# (MATCH_GAMES_DEEP, default 200).  Last, results/backgammon/play_cpc.sh (make
# play-cpc): ChanceProbCut's bands judged by the referee beside these Star2
# rows (RESULTS/play-cpc.csv, play-cpc-summary.csv).
# Usage: results/backgammon/play.sh STARBENCH RESULTS WORK (PLOTS from the environment, default plots)
set -eu
S=$1 results=$2 work=$3
here=$(dirname "$0")
referee="$here/../../data/referee.txt"
rm -rf "$work"
mkdir -p "$work" "$results"

evals="fitted net net2 net3 net4 net5 net5-bearoff net5-race net5-ensemble net9-ensemble net9-race net13-race" # the evaluations judged, in the rows' order
# One search per position (ID, roll): its file, then its options.
awk -f "$here/referee_positions.awk" "$referee" >"$work/positions"
while read -r n id roll class; do
    for eval in $evals; do
        printf '%s/%s-%s.csv --game backgammon --position %s --roll %s --horizon 1,2,3 --eval %s --order eval --algo star2 --referee %s\n' \
            "$work" "$n" "$eval" "$id" "$roll" "$eval" "$referee"
    done
done <"$work/positions" >"$work/searches"
sh "$here/run_searches.sh" "$S" "$work/searches" play

# The rows: position number and class, then the columns that judge and cost.
{
    echo "position,id,roll,class,eval,horizon,move,play,ref_loss,ref_rank,nodes,evals"
    while read -r n id roll class; do
        for eval in $evals; do
            awk -v n="$n" -v id="$id" -v roll="$roll" -v class="$class" -f "$here/play_rows.awk" "$work/$n-$eval.csv"
        done
    done <"$work/positions"
} >"$results/backgammon/play-referee.csv.tmp"
mv "$results/backgammon/play-referee.csv.tmp" "$results/backgammon/play-referee.csv"
python3 "$here/play_summary.py" "$results/backgammon/play-referee.csv" "$results/backgammon/play-referee-summary.csv" \
    "$results/backgammon/play-referee-paired.csv"
plots=${PLOTS:-plots}
mkdir -p "$plots"
"$S" plot --x horizon --y ref_loss_mean --se ref_loss_se --by eval --where class=all \
    --title "Star2 by the evaluation: equity given up against gnubg 2-ply, $(awk -F, '$2 == "all" { print $4; exit }' \
    "$results/backgammon/play-referee-summary.csv") positions" --xlabel "horizon (move levels)" \
    --ylabel "mean loss (milli-points), 95% intervals" -o "$plots/play-referee.png" "$results/backgammon/play-referee-summary.csv"
echo "wrote $results/backgammon/play-referee.csv, its summaries and $plots/play-referee.png" >&2

shallow=${MATCH_GAMES_SHALLOW:-400} h3=${MATCH_GAMES_H3:-400} deep=${MATCH_GAMES_DEEP:-200}
fit=data/cpc-fit.txt # as rows name it: make play runs from the repository root
# Each match's per-game rows (results/backgammon/play-games.csv, the match's name first) and its summary row after its
# name (results/backgammon/play-matches.csv, the first column; the engines' specs hold commas), the summary summed up
# from the rows by starbench play, as tests/play.sh recomputes it.
printf '%s\n' "h2-h1 $shallow horizon=2 horizon=1" "h3-h2 $h3 horizon=3 horizon=2" \
    "net-fitted-h1 $shallow eval=net horizon=1" "net-fitted-h2 $shallow eval=net,horizon=2 horizon=2" \
    "cpc-star2-h3 $deep algo=cpc,horizon=3,cut-fit=$fit,cut-sigmas=1 horizon=3" >"$work/match-list"
rm -f "$work/games.csv" "$work/matches.csv"
while read -r name games a b; do
    start=$(date +%s)
    "$S" play --a "$a" --b "$b" --games "$games" --threads 2 --per-game --quiet >"$work/match-games.csv"
    "$S" play "$work/match-games.csv" >"$work/match.csv"
    echo "play: $name: $a against $b, $games games in $(($(date +%s) - start)) s" >&2
    [ -s "$work/matches.csv" ] || sed -n '1s/^/match,/p' "$work/match.csv" >"$work/matches.csv"
    [ -s "$work/games.csv" ] || sed -n '1s/^/match,/p' "$work/match-games.csv" >"$work/games.csv"
    sed -n "2s/^/$name,/p" "$work/match.csv" >>"$work/matches.csv"
    tail -n +2 "$work/match-games.csv" | sed "s/^/$name,/" >>"$work/games.csv"
done <"$work/match-list"
mv "$work/games.csv" "$results/backgammon/play-games.csv"
mv "$work/matches.csv" "$results/backgammon/play-matches.csv"
echo "wrote $results/backgammon/play-matches.csv and play-games.csv" >&2

# ChanceProbCut's bands judged by the referee, paired with the Star2 rows above.
sh "$here/play_cpc.sh" "$S" "$results" "$work/cpc"
