#!/bin/sh
# make gnubg-study: starbench's backgammon engines against GNU Backgammon
# (algo=gnubg, needs gnubg: sh scripts/deps.sh gnubg), duplicate cubeless
# money games from the opening, seed 1982: each match's per-game rows in
# DIR/matches/NAME.csv, then DIR/gnubg-matches.csv, gnubg-depth.csv and
# gnubg.md (gnubg_report.py); luck-rated matches (below) in DIR/luck/NAME.csv
# and gnubg-luck.csv.  DIR: this study's folder, results/gnubg.  A match whose file is there
# already is not played again (delete it to replay).  Games are played 8 at
# once: gnubg mostly waits (some 10 ms of wall time a request for 0.3 ms of
# CPU), so threads above the cores pay.  With --report: no match played (no gnubg needed), only the tables and
# gnubg.md written again from DIR's rows (tests/play.sh: the committed ones follow from the committed rows).
# Usage: gnubg_study.sh [--report] STARBENCH DIR [THREADS]
set -eu
report_only=
[ "$1" = --report ] && report_only=1 && shift
S=$1 results=$2 threads=${3:-8}
here=$(dirname "$0")
[ -n "$report_only" ] || sh "$here/../../scripts/deps.sh" gnubg

# name, games, starbench's engine (A), gnubg's plies (B).  Horizon 3 (Star2, some 400,000 evaluations) costs
# some 0.2 s of CPU a move fitted, 0.5 s with net, 0.46 s with net4 when measured before the AVX2 evaluation
# (0.18 s net4, 0.21 s net5 after it, 2026-12-04): fewer games.  net5-h3 was played to 200 games first; its size
# was set to 1,000 (games 200-999 as --shard 2/5 .. 5/5) before those were played.  net5-bearoff and net5-race
# (net5 with the bear-off databases, and net6 in races too) and net5-ensemble (that, with net5, net7 and net8 averaged
# in contact) were played as 1,000-game matches, each size chosen before the match was played; net5-ensemble-h3 as ten
# shards of 100 games (--shard K/10 of the 1,000, rows concatenated in order) before any was played.  net9-ensemble
# (net5-race with net9 and net10, wider contact networks, averaged in contact) likewise, 1,000 games each, horizon 3
# as ten shards of 100.  net9-race (net9-ensemble with net11, trained also off the played line, in races) 1,000
# games each at horizons 1 and 2, sizes set before play.
# Equal time, roughly: budgets of evaluations a move in proportion to each
# evaluation's cost (make bench: fitted 0.18 us, net 1.3 us, net2 2.6 us beside other runs, then; 0.79 and
# 1.5 us since their sums are vectorized), some 16 ms a move, net2-h2's (about 6,300 evaluations).
MATCHES="fitted-h1 1000 horizon=1,eval=fitted 0
fitted-h2 1000 horizon=2,eval=fitted 0
net-h1 1000 horizon=1,eval=net 0
net-h2 1000 horizon=2,eval=net 0
net2-h1 1000 horizon=1,eval=net2 0
net2-h2 1000 horizon=2,eval=net2 0
net3-h1 1000 horizon=1,eval=net3 0
net3-h2 1000 horizon=2,eval=net3 0
net4-h1 1000 horizon=1,eval=net4 0
net4-h2 1000 horizon=2,eval=net4 0
net5-h1 1000 horizon=1,eval=net5 0
net5-h2 1000 horizon=2,eval=net5 0
net-h1-vs-1ply 400 horizon=1,eval=net 1
net-h2-vs-1ply 400 horizon=2,eval=net 1
fitted-e90000 400 horizon=3,eval=fitted,budget=evals=90000 0
net-e12000 400 horizon=3,eval=net,budget=evals=12000 0
fitted-h3 200 horizon=3,eval=fitted 0
net-h3 100 horizon=3,eval=net 0
net3-h3 200 horizon=3,eval=net3 0
net4-h3 1000 horizon=3,eval=net4 0
net5-h3 1000 horizon=3,eval=net5 0
net5-bearoff-h1 1000 horizon=1,eval=net5-bearoff 0
net5-bearoff-h2 1000 horizon=2,eval=net5-bearoff 0
net5-race-h1 1000 horizon=1,eval=net5-race 0
net5-race-h2 1000 horizon=2,eval=net5-race 0
net5-race-h3 1000 horizon=3,eval=net5-race 0
net5-ensemble-h1 1000 horizon=1,eval=net5-ensemble 0
net5-ensemble-h2 1000 horizon=2,eval=net5-ensemble 0
net5-ensemble-h3 1000 horizon=3,eval=net5-ensemble 0
net9-ensemble-h1 1000 horizon=1,eval=net9-ensemble 0
net9-ensemble-h2 1000 horizon=2,eval=net9-ensemble 0
net9-ensemble-h3 1000 horizon=3,eval=net9-ensemble 0
net9-race-h1 1000 horizon=1,eval=net9-race 0
net9-race-h2 1000 horizon=2,eval=net9-race 0"

# Luck-rated matches (--luck net9-race: starbench play --help), in DIR/luck/: the games of the
# study's match of the same name where it has one (the same engines and dice; luck changes no move), each
# with its luck, so that the luck-adjusted points per game have a standard error some four times smaller.
# Sizes set before play; net9-race-h3 (not in the list above) played as ten --shard K/10 of 100, concatenated
# (as play_matches now plays every match); net13-race (net9-race with net13 and net14, networks of two hidden
# layers, averaged in contact) with luck only (not in the list above either), at horizon 3 too since its
# evaluation's AVX2 path halved its cost, there ordered by eval-above (the same values, as every order gives,
# for some 1.7 times fewer evaluations a move in play, 2.2 on the opening 3-1; the move may differ only between
# moves of equal value); and net13-race-h3 again within 250,000 evaluations a move (budget=evals=250000:
# horizons 1, 2, 3 afresh, horizon 3 dropped when it would overrun, so every move costs at most that; under a
# second of CPU at the slowest rate measured on net13-race-h3's moves, where unbudgeted 8% of moves took over a
# second), to test issue 48's goal with each move under a second rather than their mean.
# Issue 76: gnubg's 1-ply as the opponent (PLIES 1), luck-rated, sizes set before play: net13-race at
# horizons 1 and 2, 1,000 games each; depth's gain by the evaluation's strength, fitted and net5 at horizons
# 1-3, 400 games each (horizon 3 ordered by eval-above, the same values for fewer evaluations); net13-race at
# horizon 3 bounded to 150,000 evaluations a move with predicted deepening (no horizon begun that would overrun;
# one that does is kept partial), under 0.5 s of CPU a move here (results/gnubg/move_times.sh), 1,000 games against
# the 1-ply and 2,000 against the 0-ply.
LUCK="net9-race"
LUCK_MATCHES="fitted-h1 1000 horizon=1,eval=fitted 0
fitted-h2 1000 horizon=2,eval=fitted 0
net5-ensemble-h1 1000 horizon=1,eval=net5-ensemble 0
net5-ensemble-h2 1000 horizon=2,eval=net5-ensemble 0
net9-race-h1 1000 horizon=1,eval=net9-race 0
net9-race-h2 1000 horizon=2,eval=net9-race 0
net9-race-h3 1000 horizon=3,eval=net9-race 0
net13-race-h1 1000 horizon=1,eval=net13-race 0
net13-race-h2 1000 horizon=2,eval=net13-race 0
net13-race-h3 1000 horizon=3,eval=net13-race,order=eval-above 0
net13-race-h3-e250k 1000 horizon=3,eval=net13-race,order=eval-above,budget=evals=250000 0
net13-race-h1-vs-1ply 1000 horizon=1,eval=net13-race 1
net13-race-h2-vs-1ply 1000 horizon=2,eval=net13-race 1
fitted-h1-vs-1ply 400 horizon=1,eval=fitted 1
fitted-h2-vs-1ply 400 horizon=2,eval=fitted 1
fitted-h3-vs-1ply 400 horizon=3,eval=fitted,order=eval-above 1
net5-h1-vs-1ply 400 horizon=1,eval=net5 1
net5-h2-vs-1ply 400 horizon=2,eval=net5 1
net5-h3-vs-1ply 400 horizon=3,eval=net5,order=eval-above 1
net13-race-h3-p150k-vs-1ply 1000 horizon=3,eval=net13-race,order=eval-above,budget=evals=150000,deepening=predicted 1
net13-race-h3-p150k 2000 horizon=3,eval=net13-race,order=eval-above,budget=evals=150000,deepening=predicted 0"

# play_matches LIST DIR [OPTION...]: each match of LIST whose rows are not in DIR yet, OPTIONs added, played
# as shards of 100 games (--shard K/N, N = games / 100, rows exactly the whole match's), each kept in
# DIR/shards/NAME.K-of-N.csv as it ends, so that a study stopped part-way resumes at its first missing shard
# (outside DIR itself, whose every NAME.csv is a whole match: tests/play.sh); once all are there, their rows
# under one header are DIR/NAME.csv (written whole) and the shards go.
play_matches() {
    list=$1 dir=$2
    shift 2
    mkdir -p "$dir"
    echo "$list" | while read -r name games spec plies; do
        out="$dir/$name.csv"
        [ -s "$out" ] && continue
        shards=$(((games + 99) / 100))
        k=1
        while [ "$k" -le "$shards" ]; do
            shard="$dir/shards/$name.$k-of-$shards.csv"
            if [ ! -s "$shard" ]; then
                mkdir -p "$dir/shards"
                echo "gnubg-study: $name: shard $k of $shards, $games games, $spec against gnubg at $plies plies $*" >&2
                start=$(date +%s)
                "$S" play --a "$spec" --b "algo=gnubg,plies=$plies" --games "$games" --threads "$threads" --per-game -q \
                    --shard "$k/$shards" "$@" -o "$shard"
                echo "gnubg-study: $name: shard $k: $(($(date +%s) - start)) s" >&2
            fi
            k=$((k + 1))
        done
        k=1
        while [ "$k" -le "$shards" ]; do
            awk -v k="$k" 'FNR > 1 || k == 1' "$dir/shards/$name.$k-of-$shards.csv"
            k=$((k + 1))
        done >"$out.tmp"
        mv "$out.tmp" "$out"
        rm -f "$dir/shards/$name".*-of-"$shards".csv
        rmdir "$dir/shards" 2>/dev/null || true
    done
}
if [ -z "$report_only" ]; then
    play_matches "$MATCHES" "$results/matches"
    play_matches "$LUCK_MATCHES" "$results/luck" --luck "$LUCK"
fi
python3 "$here/gnubg_report.py" "$results" "$MATCHES" "$LUCK_MATCHES"
