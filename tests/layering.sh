#!/bin/sh
# The layering rule, read from the #include lines:
#  - the search core (the tree interface, the search, the horizon, trials
#    and exact statistics, the tree sources beside them) includes neither a
#    game (games/...) nor the command line (cli.h);
#  - no game includes the command line, and nothing below it does: only
#    the command line itself (cli, run_check, options), main and the runs (runs.h,
#    run_*.c) include cli.h;
#  - a core header includes only core headers and the C library;
#  - no function is longer than 80 lines.
# Then the check is shown to fail on a planted include, in a copy.
# Usage: layering.sh SRC_DIR   (make test: src)
set -u
here=$(dirname "$0")
. "$here/lib.sh"

CORE="tree search mcts horizon mix64 stats distinct generator treefile experiment analysis cutfit pool clock escape input parse"

# Prints one line per include that breaks the rule, in the tree at $1.
violations() {
    for name in $CORE; do
        for f in "$1/$name.c" "$1/$name.h"; do
            [ -f "$f" ] || continue
            grep -n '^#include "\(games/\|cli\.h\)' "$f" | sed "s|^|$f:|"
        done
    done
    find "$1" -name '*.[ch]' -exec grep -Hn '^#include "cli\.h"' {} + | grep -v -e "^$1/cli\.c:" \
        -e "^$1/options\.[ch]:" -e "^$1/run_check\.h:" -e "^$1/main\.c:" -e "^$1/runs\.h:" -e "^$1/run_[a-z]*\.c:"
    for name in $CORE; do
        [ -f "$1/$name.h" ] || continue
        grep -o '^#include "[^"]*"' "$1/$name.h" | sed 's/#include "\(.*\)\.h"/\1/' | while read -r dep; do
            case " $CORE " in *" $dep "*) ;; *) echo "$1/$name.h: includes $dep.h, outside the core" ;; esac
        done
    done
}

# No function of src/ longer than 80 lines (from its opening brace at the
# start of a line to its closing one).
long=$(find "$1" -name '*.c' | sort | while read -r f; do
    awk -v F="$f" '/^\{/ { start = NR; name = prev } /^\}/ && start { if (NR - start > 80) print F ": " name " (" NR - start " lines)"; start = 0 } { prev = $0 }' "$f"
done)
check "no function in $1 over 80 lines ($long)" [ -z "$long" ]

found=$(violations "$1")
check "the layering holds in $1 ($found)" [ -z "$found" ]

mkdir "$tmp/src"
cp -R "$1/." "$tmp/src/"
sed -i 's|^#include "search.h"$|#include "search.h"\n#include "games/game.h"|' "$tmp/src/search.c"
printf '#include "cli.h"\n' >>"$tmp/src/games/pig/pig.c"
planted=$(violations "$tmp/src" | wc -l)
check "two planted includes (games/ in search.c, cli.h in a game) are both found ($planted lines)" [ "$planted" = 2 ]
finish layering
