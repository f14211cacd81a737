#!/bin/sh
# Games as plug-ins (starbench/game.h): make install into a DESTDIR, each
# examples/games/*.c built with the installed header and pkg-config alone;
# each passes check-game, and every exact algorithm equals exhaustive
# search under --verify at horizons 1-3 from its start; each plays matches
# (2048 one player: a score per game), byte-identical at 1 and 2 threads; compare judges the race's
# moves by deep:H.  check-game finds each
# fault planted in tests/games/faulty.c (exit 1, the position and the
# rule), and a search that meets one stops with one line (exit 2); a
# plug-in that is missing, not a shared object, without starbench_game, of
# another ABI or with a built-in game's name is refused in one line
# (exit 2).  Usage: plugins.sh BUILD
set -u
build=$1
here=$(dirname "$0")
top=$(cd "$here/.." && pwd)
. "$here/lib.sh"
S="$top/$build/starbench"
root="$tmp/root"
make -s -C "$top" install BUILD="$build" DESTDIR="$root" PREFIX=/usr >"$tmp/install.log" 2>&1
check "make install DESTDIR=... succeeds" [ $? = 0 ]
cflags=$(PKG_CONFIG_PATH="$root/usr/share/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$root" pkg-config --cflags starbench)
cflags=$(echo $cflags) # pkg-config ends its line with a space
check "pkg-config --cflags starbench names the staged header ($cflags)" [ "$cflags" = "-I$root/usr/include" ]
first_line_has() { # status wanted, status, file, fixed text its first line holds
    [ "$1" = "$2" ] && head -n 1 "$3" | grep -qF -- "$4"
}
one_line_refusal() { # status, stdout file, stderr file, fixed text
    [ "$1" = 2 ] && [ ! -s "$2" ] && [ "$(wc -l <"$3")" = 1 ] && grep -qF -- "$4" "$3"
}
plugin() { # source, output, extra flags: built with the installed header alone (no -I into the source tree)
    cc -std=c11 -Wall -Wextra -Wpedantic -Werror -shared -fPIC $cflags $3 "$1" -o "$2" 2>"$tmp/cc.err"
}
exact=minimax,star1,star2,cyclic,star25,expectimax
for source in "$top"/examples/games/*.c; do
    name=$(basename "$source" .c)
    so="$tmp/$name.so"
    plugin "$source" "$so" ""
    check "examples/games/$name.c builds with the installed header and pkg-config alone ($(head -c 300 "$tmp/cc.err"))" \
        [ -f "$so" ]
    "$S" check-game "$so" >"$tmp/check.out"
    check "check-game passes $name ($(tail -n 1 "$tmp/check.out"))" \
        sh -c "[ \$(wc -l <'$tmp/check.out') = 1 ] && grep -q ': passed: ' '$tmp/check.out'"
    "$S" --list --game "$so" >"$tmp/list.out"
    check "--list --game lists $name's parameters and evaluations" \
        sh -c "grep -q '^  $name ' '$tmp/list.out' && grep -q -- '--eval ' '$tmp/list.out'"
    for h in 1 2 3; do
        "$S" --game "$so" --position start:7 --horizon "$h" --algo "$exact" --verify >"$tmp/v$h.csv" 2>"$tmp/v.err"
        [ $? = 0 ] || "$S" --game "$so" --position 0-0-a --horizon "$h" --algo "$exact" --verify >"$tmp/v$h.csv" 2>"$tmp/v.err"
        check "$name at horizon $h: every exact algorithm equals exhaustive search under --verify ($(cat "$tmp/v.err"))" \
            [ "$(wc -l <"$tmp/v$h.csv")" = 7 ]
    done
    # The history heuristic keys a plug-in's moves by their names (action_name).
    for position in start:7 0-0-a; do
        "$S" --game "$so" --position $position --horizon 3 --algo "$exact,star2pvs" --order history-eval --verify \
            >"$tmp/vh.csv" 2>"$tmp/v.err" && break
    done
    check "$name at horizon 3 ordered by history-eval: every exact algorithm equals exhaustive search ($(cat "$tmp/v.err"))" \
        [ "$(wc -l <"$tmp/vh.csv")" = 8 ]
done
race="$tmp/race.so"
for threads in 1 2; do
    "$S" play --game "$race:target=15" --a algo=star2,horizon=2 --b algo=random --games 40 --threads $threads \
        >"$tmp/play$threads.csv" 2>"$tmp/play.err"
done
check "play: the race plug-in plays a match ($(cat "$tmp/play.err"))" [ "$(wc -l <"$tmp/play1.csv")" = 2 ]
check "play: the same bytes at 1 and 2 threads" cmp -s "$tmp/play1.csv" "$tmp/play2.csv"
# compare on a plug-in: its positions given, judged by starbench's own referee (deep:H).
printf '0-0-a 3\n3-5-a 1\n9-4-a 6\n12-12-a 2\n' >"$tmp/race-positions.txt"
"$S" compare --game "$race" --positions "$tmp/race-positions.txt" --referee deep:4 --budgets evals=30,100 --threads 2 \
    >"$tmp/compare.csv" 2>"$tmp/compare.err"
check "compare: the race plug-in's moves judged by deep:4, a row per engine and budget ($(cat "$tmp/compare.err"))" \
    sh -c "[ \$(wc -l <'$tmp/compare.csv') = 11 ] && grep -q ',deep:4,' '$tmp/compare.csv'"
"$S" compare --game "$race" >"$tmp/compare.out" 2>"$tmp/compare.err"
status=$?
check "compare: a plug-in without --positions is refused in one line, exit 2 ($(cat "$tmp/compare.err"))" \
    one_line_refusal "$status" "$tmp/compare.out" "$tmp/compare.err" "has no file of its own"
# One player (2048): each engine plays its own games from the pair's start and chance keys (solo_report.h).
for threads in 1 2; do
    "$S" play --game "$tmp/2048.so" --a horizon=2 --b algo=star2 --games 6 --threads $threads --per-game \
        >"$tmp/solo$threads.csv" 2>"$tmp/solo.err"
done
check "play: one player, a row per game ($(cat "$tmp/solo.err"))" \
    sh -c "[ \$(wc -l <'$tmp/solo1.csv') = 7 ] && head -n 1 '$tmp/solo1.csv' | grep -q '^a,b,seed,games,game,engine,score,'"
check "play: one player, engine A plays the even games and B the odd ones" \
    sh -c "[ \"\$(cut -d, -f 6 '$tmp/solo1.csv' | tail -n +2 | tr -d '\n')\" = ababab ]"
check "play: one player, the same bytes at 1 and 2 threads" cmp -s "$tmp/solo1.csv" "$tmp/solo2.csv"
"$S" play --game "$tmp/2048.so" --a algo=star2 --b algo=star1 --games 4 >"$tmp/twins.csv" 2>"$tmp/solo.err"
check "play: one player, twins (Star1 and Star2 choose alike) score alike: difference 0, se 0 ($(cat "$tmp/solo.err"))" \
    sh -c "sed -n 2p '$tmp/twins.csv' | grep -q ',0.0000,0.0000,0.0000,0.0000,'"
"$S" play --game "$tmp/2048.so" --a horizon=2 --b algo=random --games 4 >"$tmp/beats.csv"
check "play: one player, horizon 2 outscores random play on every pair (difference's interval above 0)" \
    awk -F, 'NR == 2 { exit !($15 > 0) }' "$tmp/beats.csv"
# The 2048 study (results/2048/): its report follows from its rows, and its first games replay byte for byte
# (match 1's first two pairs; make test-full: match 2's, at horizon 3, too).
python3 "$top/results/2048/study_2048.py" "$top/results/2048" >"$tmp/2048.md"
check "results/2048/2048.md follows from its committed rows" cmp -s "$tmp/2048.md" "$top/results/2048/2048.md"
replay() { # match, engines A and B, shard
    "$S" play --game "$tmp/2048.so" --a "$2" --b "$3" --games 200 --per-game --shard "$4" -q | tail -n +2 |
        sed "s/^/$1,/" >"$tmp/replay.csv"
    grep -F -f "$tmp/replay.csv" "$top/results/2048/games.csv" | cmp -s - "$tmp/replay.csv" && [ -s "$tmp/replay.csv" ]
}
check "results/2048/games.csv: match 1's first 4 games replay byte for byte" \
    replay 1 algo=star2,horizon=1 algo=star2,horizon=2 1/50
if full; then
    check "results/2048/games.csv: match 2's first 2 games replay byte for byte" \
        replay 2 algo=star2,horizon=3 algo=star2,horizon=3,eval=score 1/100
fi
"$S" play "$tmp/solo1.csv" >"$tmp/one.out" 2>"$tmp/one.err"
status=$?
check "play FILE: one-player rows are refused in one line, exit 2 ($(cat "$tmp/one.err"))" \
    one_line_refusal "$status" "$tmp/one.out" "$tmp/one.err" "one-player"

# check-game finds each planted fault: the rule, and the position where the fault shows.
for fault in "1:at 1/0+: an outcome's weight is not positive" \
             "2:at 1/0+: the outcomes' weights sum to 3, which does not divide chance_multiple 2" \
             "3:at 0/0: a move changes nothing" \
             "4:goes on past max_length 40 decisions" \
             "5:the value is outside [lo, hi]" \
             "6:at 0/0: format(parse(text)) is another text"; do
    n=${fault%%:*} rule=${fault#*:}
    plugin "$top/tests/games/faulty.c" "$tmp/faulty$n.so" "-DPLANT=$n"
    "$S" check-game "$tmp/faulty$n.so" >"$tmp/fault.out" 2>&1
    status=$?
    check "check-game finds planted fault $n (exit 1, '$rule'): $(head -n 1 "$tmp/fault.out")" \
        first_line_has 1 "$status" "$tmp/fault.out" "$rule"
done
plugin "$top/tests/games/faulty.c" "$tmp/faulty0.so" "-DPLANT=0"
"$S" check-game "$tmp/faulty0.so" >"$tmp/fault.out" 2>&1
check "check-game passes the same game with no fault planted" [ $? = 0 ]
"$S" --game "$tmp/faulty1.so" --position 1/0+ --horizon 2 -o "$tmp/none.csv" 2>"$tmp/fault.err"
status=$?
check "a search meeting a fault stops with one line, exit 2, nothing written ($(cat "$tmp/fault.err"))" \
    one_line_refusal "$status" "$tmp/none.csv" "$tmp/fault.err" "game faulty broke a rule at 1/0+"

# Plug-ins starbench refuses to load: one line naming the plug-in and the fault, exit 2, nothing on stdout.
printf 'not a shared object\n' >"$tmp/text.so"
printf 'int unrelated(void) { return 0; }\n' >"$tmp/nosym.c"
cc -shared -fPIC "$tmp/nosym.c" -o "$tmp/nosym.so"
plugin "$top/tests/games/faulty.c" "$tmp/abi.so" "-DPLANT=7"
plugin "$top/tests/games/faulty.c" "$tmp/builtin.so" "-DPLANT=8"
for refusal in "$tmp/missing.so:no such file" "$tmp/text.so:is not a shared object starbench can load" \
               "$tmp/nosym.so:exports no starbench_game" "$tmp/abi.so:was built for game ABI 99" \
               "$tmp/builtin.so:calls its game 'pig', a built-in game's name"; do
    so=${refusal%%:*} why=${refusal#*:}
    "$S" --game "$so" --position start --horizon 1 >"$tmp/refused.out" 2>"$tmp/refused.err"
    status=$?
    check "--game $(basename "$so"): one line, exit 2 ($(cat "$tmp/refused.err"))" \
        one_line_refusal "$status" "$tmp/refused.out" "$tmp/refused.err" "plug-in $so"
    check "--game $(basename "$so"): the message says '$why'" grep -qF -- "$why" "$tmp/refused.err"
done
finish "plugins"
