#!/bin/sh
# make tournament (work) and make tournament-time (time): every game's
# round robins (tournament.sh, beside this script) at two budgets a move, with work the
# moves judged by a referee at those budgets (tournament_referee.sh),
# then DIR/tournament.md and its plots (tournament_report.py).
#   work: evaluations a move, deterministic: Pig (pig:hold0=0: a turn starts
#         with a roll, so no game is endless) and EinStein at 100 and 1,000,
#         1,000 games a pair; Can't Stop at 100 and 1,000, 200 games a pair
#         (its games are long); backgammon at 300 and 3,000, 200 games a pair.
#   time: CPU milliseconds a move, 1 and 10, not deterministic: 200 games a
#         pair (backgammon 60); the machine and the date go to
#         DIR/TIME-MACHINE.txt beside the rows.
# Horizons (the deepening's limit, and mcts's one horizon): 6 in Pig and
# EinStein, 3 in Can't Stop (its limit) and backgammon; mcms draws 3 outcomes
# (5 of backgammon's 21, 5 of Can't Stop's 126).
# Usage: tournament_all.sh STARBENCH DIR PLOTS work|time
set -eu
S=$1 results=$2 plots=$3 kind=$4
here=$(dirname "$0")
case $kind in
work) budgets_small="evals=100 evals=1000" budgets_bg="evals=300 evals=3000" games=1000 games_cs=200 games_bg=200 ;;
time) budgets_small="time=1 time=10" budgets_bg="time=1 time=10" games=200 games_cs=60 games_bg=60 ;;
*) echo "tournament_all.sh: expected work or time, got '$kind'" >&2; exit 2 ;;
esac
for b in $budgets_small; do
    sh "$here/tournament.sh" "$S" "$results" pig:hold0=0 6 "$games" "$b" 3
    sh "$here/tournament.sh" "$S" "$results" einstein 6 "$games" "$b" 3
    sh "$here/tournament.sh" "$S" "$results" cantstop 3 "$games_cs" "$b" 5
done
for b in $budgets_bg; do
    sh "$here/tournament.sh" "$S" "$results" backgammon 3 "$games_bg" "$b" 5 data/cpc-fit.txt
done
[ "$kind" = work ] && sh "$here/tournament_referee.sh" "$S" "$results"
if [ "$kind" = time ]; then
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
    printf 'played on %s (%s CPUs, %s), %s, by make tournament-time (results/tournament/tournament_all.sh ... time).\n' \
        "$(uname -sm)" "$(nproc 2>/dev/null || echo '?')" "${cpu:-unknown CPU}" "$(date -u +%Y-%m-%d)" \
        >"$results/TIME-MACHINE.txt"
fi
python3 "$here/tournament_report.py" "$results" "$plots" "$S"
