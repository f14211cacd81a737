#!/bin/sh
# --budget: iterative deepening within a budget of evaluations or nodes.
# For every algorithm (cpc with the committed fit), on backgammon positions
# and a tree file, at budgets from below horizon 1's cost to past the
# deepest horizon's: the budgeted row's value, move and line are exactly
# those of a plain search at horizon_reached; its nodes and evals are the
# sums of the plain searches at horizons 1 .. horizon_reached; that sum is
# within the budget (or horizon 1 alone exceeds it, budget_exceeded 1),
# and one horizon more would overrun it (or horizon_reached is the deepest
# allowed); the horizon dropped spent enough to overrun it and at most its
# whole search (dropped_nodes, dropped_evals; 0 at the deepest).  Time
# budgets: whatever horizon they reach, the row is the plain searches'.  The plain searches' costs come from rows without --budget.
# Usage: tests/budget.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
fit="$here/../data/cpc-fit.txt"

# columns FILE NAMES...: the named columns of every row, comma-separated.
columns() {
    file=$1
    shift
    awk -F, -v names="$*" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; n = split(names, want, " "); next }
        { line = ""; for (k = 1; k <= n; k++) line = line (k > 1 ? "," : "") $c[want[k]]; print line }' "$file"
}

# plain H ALGOS ARGS...: ARGS searched at horizon H by ALGOS (the --algo
# list, with --cut-fit F when cpc is in it) into $tmp/plainH: algorithm,
# value, move, line, nodes, evals.  cpc, which the command line refuses
# where it can cut nothing (horizons 1 and 2), is then Star2, as a budgeted
# search runs it: those rows are star2's, named cpc too.
plain() {
    h=$1 algos=$2
    shift 2
    if "$S" "$@" --horizon "$h" --algo $algos >"$tmp/plain$h.csv" 2>"$tmp/plain.err"; then
        columns "$tmp/plain$h.csv" algorithm value move line nodes evals >"$tmp/plain$h"
    elif grep -q -e "--algo cpc: cuts nothing" "$tmp/plain.err"; then
        "$S" "$@" --horizon "$h" --algo star2 >"$tmp/plain$h.csv" || return 1
        columns "$tmp/plain$h.csv" algorithm value move line nodes evals | sed 'p; s/^star2,/cpc,/' >"$tmp/plain$h"
    else
        cat "$tmp/plain.err"
        return 1
    fi
}

# budgeted NAME KIND DEEPEST ALGOS ARGS...: ARGS searched plainly by ALGOS
# at horizons 1 .. DEEPEST, then at budgets of KIND around each horizon's
# cumulative cost.
budgeted() {
    name=$1 kind=$2 deepest=$3 algos=$4
    shift 4
    h=1
    while [ "$h" -le "$deepest" ]; do
        plain "$h" "$algos" "$@" || return 1
        h=$((h + 1))
    done
    # Cumulative cost per algorithm and horizon: "algorithm horizon cost".
    h=1
    : >"$tmp/cumulative"
    while [ "$h" -le "$deepest" ]; do
        awk -F, -v h="$h" -v kind="$kind" '{ print $1, h, (kind == "nodes" ? $5 : $6) }' "$tmp/plain$h"
        h=$((h + 1))
    done | awk '{ sum[$1] += $3; print $1, $2, sum[$1] }' >"$tmp/cumulative"
    # Budgets: 1, each cumulative cost and one below it.
    budgets=$(awk '{ print 1; print $3 - 1; print $3 }' "$tmp/cumulative" | awk '$1 >= 1' | sort -un)
    for b in $budgets; do
        "$S" "$@" --horizon "$deepest" --algo $algos --budget "$kind=$b" >"$tmp/b.csv" 2>"$tmp/b.err" || return 1
        columns "$tmp/b.csv" algorithm value move line nodes evals horizon_reached budget_exceeded \
            dropped_nodes dropped_evals >"$tmp/b"
        while IFS=, read -r algo value move line nodes evals reached exceeded dropped_n dropped_e; do
            plain=$(grep "^$algo," "$tmp/plain$reached" | cut -d, -f1-4)
            [ "$plain" = "$algo,$value,$move,$line" ] ||
                { echo "$name $kind=$b $algo: got $algo,$value,$move,$line, plain at horizon $reached: $plain"; return 1; }
            sums=$(awk -F, -v a="$algo" -v r="$reached" 'FNR == 1 { h++ } $1 == a && h <= r { n += $5; e += $6 }
                END { print n "," e }' $(h=1; while [ "$h" -le "$deepest" ]; do echo "$tmp/plain$h"; h=$((h + 1)); done))
            [ "$sums" = "$nodes,$evals" ] ||
                { echo "$name $kind=$b $algo: cost $nodes,$evals, the plain searches' sum $sums"; return 1; }
            spent=$(awk -v a="$algo" -v r="$reached" '$1 == a && $2 == r { print $3 }' "$tmp/cumulative")
            next_cost=$(awk -v a="$algo" -v r="$((reached + 1))" '$1 == a && $2 == r { print $3 }' "$tmp/cumulative")
            if [ "$exceeded" = 1 ]; then
                [ "$reached" = 1 ] && [ "$spent" -gt "$b" ] && grep -q "horizon 1 alone spent more" "$tmp/b.err" ||
                    { echo "$name $kind=$b $algo: budget_exceeded 1 at horizon $reached, cost $spent"; return 1; }
            else
                [ "$spent" -le "$b" ] || { echo "$name $kind=$b $algo: spent $spent past the budget"; return 1; }
            fi
            [ "$reached" = "$deepest" ] || [ "$next_cost" -gt "$b" ] ||
                { echo "$name $kind=$b $algo: stopped at $reached though $((reached + 1)) costs $next_cost"; return 1; }
            # The horizon dropped: none past the deepest; else it overran the budget, at most its whole cost,
            # and was stopped within a leaf of the budget (the poll comes after every leaf): past it by at
            # most what one node's opening and one scan of leaves read (1000: far above a backgammon node's).
            dropped=$dropped_e
            [ "$kind" = nodes ] && dropped=$dropped_n
            whole=$(grep "^$algo," "$tmp/plain$((reached + 1))" 2>/dev/null | cut -d, -f$([ "$kind" = nodes ] && echo 5 || echo 6))
            if [ "$reached" = "$deepest" ]; then
                [ "$dropped_n,$dropped_e" = "0,0" ] ||
                    { echo "$name $kind=$b $algo: dropped $dropped_n,$dropped_e past the deepest horizon"; return 1; }
            else
                [ $((spent + dropped)) -gt "$b" ] && [ "$dropped" -le "$whole" ] && [ $((spent + dropped)) -le $((b + 1000)) ] ||
                    { echo "$name $kind=$b $algo: dropped $dropped (whole $whole) with $spent spent of $b"; return 1; }
            fi
        done <"$tmp/b"
    done
}

ALGOS=minimax,star1,star2,cyclic,star25
check "opening 3-1, evals, by evaluation, to horizon 2" \
    budgeted "3-1" evals 2 $ALGOS --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval
# eval-above hands out the root's children in the tree's order at horizon 1 (the root is then the last
# move level above the horizon) and best first at 2: a row that reached only horizon 1 must still name
# horizon 1's move (until 2026-12-07 it named the move at that position in horizon 2's order).
check "opening 3-1, evals, by evaluation above the horizon, to horizon 2" \
    budgeted "3-1 eval-above" evals 2 $ALGOS --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval-above
check "opening 3-1, nodes, in the generator's order, to horizon 2" \
    budgeted "3-1" nodes 2 $ALGOS --game backgammon --position 4HPwATDgc/ABMA --roll 31
check "a bear-off, evals, by evaluation, to horizon 3" \
    budgeted "bear-off" evals 3 $ALGOS --game backgammon --position 5gYAALYBAAAAAA --roll 32 --order eval
check "a bear-off, cpc and star2, evals, to horizon 3" \
    budgeted "bear-off cpc" evals 3 "star2,cpc --cut-fit $fit" --game backgammon --position 5gYAALYBAAAAAA --roll 32 \
    --order eval
# Horizon 3 reads 122,058 leaves: the search that overruns the budget is
# stopped by the poll instead of running to its end.
check "opening 3-1, star2, evals, by evaluation, to horizon 3 (overrun stopped mid-search)" \
    budgeted "3-1 star2" evals 3 star2 --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval
# --deepening partial (issue 75): each horizon searches the last one's move first; a horizon that the
# budget stops once that move was searched through gives the best root child it searched through.  At
# budgets from 50 to 20,000 evaluations: a row that used no stopped horizon (partial_children 0) is the
# plain search's at horizon_reached; one that did names a move whose exact value at horizon_reached
# (--hint, every move's value) is the row's value and at least that of the last complete horizon's move;
# what it spent and dropped together overran the budget by at most one node's opening (1000), as whole
# deepening's; and some budget did stop a horizon part-way, so the rule was exercised.
ge() { # A B: the values (integers or P/Q) A >= B, exactly
    awk -v a="$1" -v b="$2" 'function num(x) { split(x, f, "/"); return f[1] } function den(x) { return split(x, f, "/") > 1 ? f[2] : 1 }
        BEGIN { exit !(num(a) * den(b) >= num(b) * den(a)) }'
}
hint_value() { # H MOVE: the exact value at horizon H of the move named MOVE
    awk -F, -v m="$2" 'NR > 1 && $5 == m { print $7 }' "$tmp/hint$1.csv"
}
partial() { # NAME DEEPEST ARGS...
    name=$1 deepest=$2
    shift 2
    h=1
    while [ "$h" -le "$deepest" ]; do
        "$S" "$@" --horizon "$h" --hint >"$tmp/hint$h.csv" && plain "$h" star2 "$@" || return 1
        columns "$tmp/plain$h.csv" play >"$tmp/plain$h.play"
        h=$((h + 1))
    done
    used=0
    for b in 50 100 200 500 1000 2000 5000 10000 20000; do
        "$S" "$@" --horizon "$deepest" --algo star2 --budget "evals=$b" --deepening partial >"$tmp/p.csv" || return 1
        columns "$tmp/p.csv" value move line play horizon_reached partial_children evals dropped_evals budget_exceeded \
            >"$tmp/p"
        IFS=, read -r value move line play reached children evals dropped exceeded <"$tmp/p"
        if [ "$children" = 0 ]; then
            [ "$(cut -d, -f2-4 "$tmp/plain$reached")" = "$value,$move,$line" ] ||
                { echo "$name evals=$b: got $value,$move,$line, plain at horizon $reached: $(cat "$tmp/plain$reached")"; return 1; }
        else
            used=$((used + 1))
            [ "$(hint_value "$reached" "$play")" = "$value" ] ||
                { echo "$name evals=$b: $play worth $(hint_value "$reached" "$play") at horizon $reached, the row says $value"; return 1; }
            last=$(cat "$tmp/plain$((reached - 1)).play")
            ge "$value" "$(hint_value "$reached" "$last")" ||
                { echo "$name evals=$b: $play ($value) worse at horizon $reached than $last"; return 1; }
        fi
        [ "$exceeded" = 1 ] || [ $((evals + dropped)) -le $((b + 1000)) ] ||
            { echo "$name evals=$b: spent $evals and dropped $dropped"; return 1; }
    done
    [ "$used" -gt 0 ] || { echo "$name: no budget stopped a horizon part-way"; return 1; }
}
check "opening 3-1, partial deepening to horizon 3, by evaluation" \
    partial "3-1" 3 --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval
check "a contact position, partial deepening to horizon 3, by evaluation above the horizon" \
    partial "contact" 3 --game backgammon --position 4PPgAyDgc/ABMA --roll 54 --order eval-above
# --deepening predicted: partial deepening that begins no horizon whose first root child the last two
# horizons' growth predicts past the budget.  Its searches are partial's up to where it stops, so it never
# spends more (kept and dropped evaluations) nor reaches a deeper horizon; where it stops no earlier, its row
# is partial's; and at some budget the prediction stops it short (the rule acts).
predicted() { # NAME ARGS...
    name=$1
    shift
    short=0
    budgets="100 1000 10000"
    full && budgets="100 300 1000 3000 10000 30000"
    for b in $budgets; do
        for d in partial predicted; do
            "$S" "$@" --algo star2 --budget "evals=$b" --deepening $d >"$tmp/$d.csv" || return 1
            columns "$tmp/$d.csv" horizon_reached evals dropped_evals >"$tmp/$d"
        done
        IFS=, read -r h1 e1 d1 <"$tmp/partial"
        IFS=, read -r h2 e2 d2 <"$tmp/predicted"
        [ $((e2 + d2)) -le $((e1 + d1)) ] && [ "$h2" -le "$h1" ] ||
            { echo "$name evals=$b: predicted spent $e2+$d2 to horizon $h2, partial $e1+$d1 to $h1"; return 1; }
        if [ $((e2 + d2)) = $((e1 + d1)) ]; then
            [ "$(sed 1d "$tmp/partial.csv")" = "$(sed 1d "$tmp/predicted.csv")" ] ||
                { echo "$name evals=$b: the same cost, another row"; return 1; }
        else
            short=$((short + 1))
        fi
    done
    [ "$short" -gt 0 ] || { echo "$name: the prediction never stopped a horizon"; return 1; }
}
check "EinStein, star2 to horizon 5 by evaluation: predicted deepening spends no more than partial, stops no deeper" \
    predicted "einstein" --game einstein --position "$(grep -v '^#' "$here/../data/einstein-positions.txt" | head -n 1 |
        cut -d' ' -f1)" --roll "$(grep -v '^#' "$here/../data/einstein-positions.txt" | head -n 1 | cut -d' ' -f2)" \
        --horizon 5 --order eval --table 65536
# time=MS (issue 49): not deterministic, so no horizon is expected; whatever horizon a row reached, its
# value, move, line and counts are exactly the plain searches' up to it.
timed() {
    for h in 1 2 3; do plain "$h" star2 "$@" || return 1; done
    for ms in 1 20 400; do
        "$S" "$@" --horizon 3 --algo star2 --budget "time=$ms" >"$tmp/t.csv" 2>/dev/null || return 1
        columns "$tmp/t.csv" algorithm value move line nodes evals horizon_reached budget >"$tmp/t"
        IFS=, read -r algo value move line nodes evals reached budget <"$tmp/t"
        [ "$budget" = "time=$ms" ] || { echo "time=$ms: the row's budget is '$budget'"; return 1; }
        [ "$reached" -ge 1 ] && [ "$reached" -le 3 ] || { echo "time=$ms: horizon_reached '$reached'"; return 1; }
        [ "$(cut -d, -f1-4 "$tmp/plain$reached")" = "$algo,$value,$move,$line" ] ||
            { echo "time=$ms: got $algo,$value,$move,$line, plain at horizon $reached: $(cat "$tmp/plain$reached")"; return 1; }
        sums=$(awk -F, -v r="$reached" 'FNR == 1 { h++ } h <= r { n += $5; e += $6 } END { print n "," e }' \
            "$tmp/plain1" "$tmp/plain2" "$tmp/plain3")
        [ "$sums" = "$nodes,$evals" ] || { echo "time=$ms: cost $nodes,$evals, the plain searches' sum $sums"; return 1; }
    done
}
check "opening 3-1, star2, time budgets of 1, 20 and 400 ms: rows are the plain searches' up to the horizon reached" \
    timed --game backgammon --position 4HPwATDgc/ABMA --roll 31 --order eval
check "a tree file, evals, to horizon 2" \
    budgeted "horizon.tree" evals 2 $ALGOS --tree "$here/../examples/horizon.tree" --order eval

finish budget
