#!/bin/sh
# Games as plug-ins (starbench/game.h): make install into a DESTDIR, each
# examples/games/*.c built with the installed header and pkg-config alone;
# each passes check-game, and every exact algorithm equals exhaustive
# search under --verify at horizons 1-3 from its start; the two-player one
# plays a match, byte-identical at 1 and 2 threads.  check-game finds each
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
done
race="$tmp/race.so"
for threads in 1 2; do
    "$S" play --game "$race:target=15" --a algo=star2,horizon=2 --b algo=random --games 40 --threads $threads \
        >"$tmp/play$threads.csv" 2>"$tmp/play.err"
done
check "play: the race plug-in plays a match ($(cat "$tmp/play.err"))" [ "$(wc -l <"$tmp/play1.csv")" = 2 ]
check "play: the same bytes at 1 and 2 threads" cmp -s "$tmp/play1.csv" "$tmp/play2.csv"
"$S" play --game "$tmp/2048.so" --a algo=star2 --b algo=random --games 2 >"$tmp/one.out" 2>"$tmp/one.err"
status=$?
check "play: a one-player game is refused in one line, exit 2 ($(cat "$tmp/one.err"))" \
    one_line_refusal "$status" "$tmp/one.out" "$tmp/one.err" "a one-player game"

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
