#!/bin/sh
# make install / make uninstall into a temporary DESTDIR: the installed
# binary runs, man renders the installed page, and uninstall removes exactly
# what install put there; scripts/deps.sh, with nothing missing, says what it
# found in one line (issue 73, finding 8: it printed nothing).  Usage: install.sh BUILD
set -u
build=$1
here=$(dirname "$0")
top=$(cd "$here/.." && pwd)
. "$here/lib.sh"
root="$tmp/root"
make -s -C "$top" install BUILD="$build" DESTDIR="$root" PREFIX=/usr >"$tmp/install.log" 2>&1
check "make install DESTDIR=... PREFIX=/usr succeeds" [ $? = 0 ]
find "$root" -type f | sed "s|^$root||" | sort >"$tmp/files"
expected=$({ printf '%s\n' /usr/bin/starbench /usr/include/starbench/game.h /usr/share/man/man1/starbench.1 \
    /usr/share/pkgconfig/starbench.pc
    (cd "$top/data/networks" && ls *.txt | sed 's|^|/usr/share/starbench/networks/|')
    for f in referee-positions.txt referee.txt pig-positions.txt einstein-positions.txt cantstop-positions.txt; do
        echo "/usr/share/starbench/$f"
    done; } | sort | tr '\n' ' ')
check "install puts the binary, the page, the plug-in header, its pkg-config file, the networks and compare's positions and referee, nothing else: $(tr '\n' ' ' <"$tmp/files")" \
    [ "$(tr '\n' ' ' <"$tmp/files")" = "$expected" ]
# The installed binary finds its networks beside it (PREFIX/share/starbench), and refuses a file of other weights.
(unset STARBENCH_DATA_DIR; "$root/usr/bin/starbench" --game backgammon --position opening --roll 31 --horizon 1 \
    --eval net13-race --algo star2 -q) >"$tmp/net.csv" 2>"$tmp/net.err"
check "the installed binary loads net13-race from PREFIX/share/starbench ($(cat "$tmp/net.err"))" \
    [ "$(wc -l <"$tmp/net.csv")" = 2 ]
mkdir -p "$tmp/other/networks"
sed '$s/[0-9]$/7/' "$top/data/networks/net13.txt" >"$tmp/other/networks/net13.txt"
STARBENCH_DATA_DIR="$tmp/other" "$root/usr/bin/starbench" --game backgammon --position opening --roll 31 --horizon 1 \
    --eval net13-race --algo star2 -q >"$tmp/net.csv" 2>"$tmp/net.err"
status=$?
check "a network file of other weights is refused in one line, exit 2 ($(cat "$tmp/net.err"))" \
    sh -c "[ $status = 2 ] && [ ! -s '$tmp/net.csv' ] && [ \$(wc -l <'$tmp/net.err') = 1 ] && grep -q 'net13.txt: its digest is not net13' '$tmp/net.err'"
(cd "$tmp" && unset STARBENCH_DATA_DIR && "$root/usr/bin/starbench" compare --game pig --budgets evals=100 \
    --engine algo=star2,order=eval -q) >"$tmp/compare.csv" 2>"$tmp/compare.err"
check "the installed binary's compare finds Pig's positions in PREFIX/share/starbench ($(cat "$tmp/compare.err"))" \
    sh -c "[ \$(wc -l <'$tmp/compare.csv') = 2 ] && grep -q ',data/pig-positions.txt,exact,' '$tmp/compare.csv'"
check "the installed binary runs" [ "$("$root/usr/bin/starbench" --version | cut -d' ' -f1)" = starbench ]
"$root/usr/bin/starbench" -N 2 --trials 3 --algo star1 >"$tmp/run.csv"
check "the installed binary searches trees" [ "$(wc -l <"$tmp/run.csv")" = 2 ]
if command -v man >/dev/null 2>&1; then
    MANWIDTH=80 man -l "$root/usr/share/man/man1/starbench.1" 2>/dev/null >"$tmp/man.txt"
    check "man -l renders the installed page" grep -q "Star1, Star2 and cyclic probing" "$tmp/man.txt"
else
    check "man is installed (Debian: man-db)" false
fi
make -s -C "$top" uninstall DESTDIR="$root" PREFIX=/usr >>"$tmp/install.log" 2>&1
check "make uninstall succeeds" [ $? = 0 ]
check "make uninstall removes exactly what was installed (the header's and the networks' folders too)" \
    sh -c "[ -z \"\$(find '$root' -type f)\" ] && [ ! -d '$root/usr/include/starbench' ] && [ ! -d '$root/usr/share/starbench' ]"
if STARBENCH_NO_INSTALL=1 sh "$top/scripts/deps.sh" >"$tmp/deps.out" 2>"$tmp/deps.err"; then
    check "deps.sh with nothing missing: one line on stderr naming what it found ($(cat "$tmp/deps.err"))" \
        sh -c "[ ! -s '$tmp/deps.out' ] && [ \$(wc -l <'$tmp/deps.err') = 1 ] && grep -q '^deps: found .*make.*gnuplot' '$tmp/deps.err'"
else
    echo "install: deps.sh's found line not checked: something is missing ($(cat "$tmp/deps.err"))"
fi
finish "install"
