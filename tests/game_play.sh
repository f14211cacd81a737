#!/bin/sh
# starbench play --game NAME, for every game --list names (the
# conformance test's "deterministic play"): the same bytes at 1 and 3
# threads; shards of a match, summed up by `play FILE...`, give its
# summary byte for byte; an engine against itself scores 0 on every
# duplicate pair (same start, same chance ply by ply); a 2-ply engine
# against random moves wins more than it loses (a test that can fail);
# an engine setting the game does not have is refused (exit 2, one line);
# an mcts engine is as deterministic, and beats random moves too.
# Usage: tests/game_play.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"

games=$("$S" --list | awk '/^games/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
check "--list names games ($games)" [ -n "$games" ]
for g in $games; do
    "$S" play --game "$g" --a horizon=2 --b horizon=1 --games 8 --threads 1 --per-game >"$tmp/$g-1.csv" 2>"$tmp/err"
    check "$g: a match plays ($(cat "$tmp/err"))" [ -s "$tmp/$g-1.csv" ]
    "$S" play --game "$g" --a horizon=2 --b horizon=1 --games 8 --threads 3 --per-game >"$tmp/$g-3.csv"
    check "$g: the same games at 1 and 3 threads" cmp -s "$tmp/$g-1.csv" "$tmp/$g-3.csv"
    "$S" play --game "$g" --a horizon=2 --b horizon=1 --games 8 --threads 2 >"$tmp/$g-summary.csv"
    "$S" play --game "$g" --a horizon=2 --b horizon=1 --games 8 --per-game --shard 1/2 >"$tmp/$g-s1.csv"
    "$S" play --game "$g" --a horizon=2 --b horizon=1 --games 8 --per-game --shard 2/2 >"$tmp/$g-s2.csv"
    "$S" play "$tmp/$g-s2.csv" "$tmp/$g-s1.csv" >"$tmp/$g-merged.csv"
    check "$g: two shards summed up give the match's summary" cmp -s "$tmp/$g-summary.csv" "$tmp/$g-merged.csv"
    "$S" play --game "$g" --a horizon=1 --b horizon=1 --games 10 --per-game >"$tmp/$g-self.csv"
    pairs=$(awk -F, 'NR > 1 { sum[int($5 / 2)] += $7 } END { for (p in sum) if (sum[p] != 0) bad++; print bad + 0 }' \
        "$tmp/$g-self.csv")
    check "$g: an engine against itself scores 0 on every pair ($pairs pairs not)" [ "$pairs" = 0 ]
    "$S" play --game "$g" --a horizon=2 --b algo=random --games 40 >"$tmp/$g-random.csv"
    wins=$(awk -F, 'NR == 2 { print $9 - $10 }' "$tmp/$g-random.csv")
    check "$g: a 2-ply engine beats random moves (wins minus losses $wins)" [ "$wins" -gt 0 ]
    # Monte Carlo tree search as an engine (issue 49): the same bytes at 1 and 3 threads, better than random.
    mcts="algo=mcts,horizon=2,playouts=200"
    "$S" play --game "$g" --a "$mcts" --b algo=random --games 10 --threads 1 --per-game >"$tmp/$g-mcts1.csv"
    "$S" play --game "$g" --a "$mcts" --b algo=random --games 10 --threads 3 --per-game >"$tmp/$g-mcts3.csv"
    check "$g: an mcts engine plays the same games at 1 and 3 threads" cmp -s "$tmp/$g-mcts1.csv" "$tmp/$g-mcts3.csv"
    wins=$("$S" play "$tmp/$g-mcts1.csv" | awk -F, 'NR == 2 { print $(NF - 9) - $(NF - 8) }')
    check "$g: an mcts engine beats random moves (wins minus losses $wins)" [ "$wins" -gt 0 ]
    # MCTS as it is run where an evaluation exists (issue 75): nodes valued by it, moves opened best first by
    # progressive widening, outcomes by double progressive widening; legal moves (the runner checks each), the
    # same bytes at 1 and 3 threads, a budget of evaluations respected on every move (each engine's evaluations a
    # move, play's summary: at most the budget and one node's opening).
    mcts="algo=mcts,horizon=2,playout=eval,widening=1,budget=evals=300"
    "$S" play --game "$g" --a "$mcts" --b algo=random --games 10 --threads 1 --per-game >"$tmp/$g-eval1.csv"
    "$S" play --game "$g" --a "$mcts" --b algo=random --games 10 --threads 3 --per-game >"$tmp/$g-eval3.csv"
    check "$g: an mcts engine valuing nodes by the evaluation plays the same games at 1 and 3 threads" \
        cmp -s "$tmp/$g-eval1.csv" "$tmp/$g-eval3.csv"
    evals=$("$S" play "$tmp/$g-eval1.csv" | awk -F, 'NR == 2 { print $(NF - 2) }') # a_evals_per_move (specs hold commas)
    check "$g: its evaluations a move ($evals) within its budget of 300 and one node's opening" \
        awk -v e="$evals" 'BEGIN { exit !(e > 0 && e <= 300 + 1000) }'
    "$S" play --game "$g" --a eval=no-such-eval --b horizon=1 >/dev/null 2>"$tmp/err"
    check "$g: an evaluation the game does not have: exit 2, one line ($(cat "$tmp/err"))" \
        [ $? = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ]
done
finish game_play
