#!/bin/sh
# The layering rule, read from the #include lines: the folders of src/
# are layers, from the bottom (doc/architecture.md):
#   core     the tree interface, the searches, horizon, sampling, tables,
#            statistics and small helpers;
#   sources  the tree sources (generated trees, tree files);
#   trials   an experiment's trials over trees;
#   output   CSV, reports, merge, pivot, plot, traces and drawings;
#   games    the games, their registry and matches (and the public header's
#            users: include/starbench/game.h);
#   cli      the command line, its checks and its runs, main.
#  - a file includes headers of its own layer or of layers below it, never
#    above (the public game header from games and cli only);
#  - only cli/cli.c and cli/main.c include cli/cli.h (the options, their
#    checks and the runs see the configuration they make, run_config.h);
#  - no function is longer than 80 lines;
#  - no circle between modules (a .c/.h pair): none through #include lines,
#    and, given the library's objects, none through calls or references
#    (nm: one object leaving undefined what another defines), which an
#    include check cannot see.  (The last one, the game registry's: games.c
#    names backgammon's entry, which plays through match.c, which asked
#    games.c for a game's default evaluation; that question is game.c's now,
#    apart from the registry.)
# Then each check is shown to fail on what is planted in a copy: two
# includes, an include circle, a call circle.
# Usage: layering.sh SRC_DIR [OBJECT...]   (make test: src and the library's objects)
set -u
here=$(dirname "$0")
. "$here/lib.sh"
src=$1
shift

LAYERS="core sources trials output games cli"

# A folder's layer: its place in LAYERS, from 1; 0 for none.
layer_of() {
    n=1
    for l in $LAYERS; do
        [ "$l" = "$1" ] && { echo "$n"; return; }
        n=$((n + 1))
    done
    echo 0
}

# Prints one line per include that breaks the rule, in the tree at $1.
violations() {
    for layer in $LAYERS; do
        mine=$(layer_of "$layer")
        find "$1/$layer" -name '*.[ch]' | sort | while read -r f; do
            grep -n '^#include "[^"]*/' "$f" | while IFS= read -r line; do
                target=$(printf '%s\n' "$line" | sed 's/^[0-9]*:#include "\([^/]*\)\/.*/\1/')
                if [ "$target" = starbench ]; then
                    [ "$mine" -ge "$(layer_of games)" ] || echo "$f:$line: the public game header below games"
                    continue
                fi
                theirs=$(layer_of "$target")
                [ "$theirs" -gt 0 ] && [ "$theirs" -gt "$mine" ] && echo "$f:$line: $layer includes $target, a layer above"
            done
        done
    done
    find "$1" -name '*.[ch]' -exec grep -Hn '^#include "cli/cli\.h"' {} + |
        grep -v -e "^$1/cli/cli\.c:" -e "^$1/cli/main\.c:"
}

# No function of src/ longer than 80 lines (from its opening brace at the
# start of a line to its closing one).
long=$(find "$src" -name '*.c' | sort | while read -r f; do
    awk -v F="$f" '/^\{/ { start = NR; name = prev } /^\}/ && start { if (NR - start > 80) print F ": " name " (" NR - start " lines)"; start = 0 } { prev = $0 }' "$f"
done)
check "no function in $src over 80 lines ($long)" [ -z "$long" ]

found=$(violations "$src")
check "the layering holds in $src ($found)" [ -z "$found" ]
circles=$(python3 "$here/module_cycles.py" includes "$src")
check "no include circle between the modules of $src ($circles)" [ -z "$circles" ]
if [ $# -gt 0 ]; then
    nm -A "$@" >"$tmp/nm.txt"
    calls=$(python3 "$here/module_cycles.py" calls "$tmp/nm.txt")
    check "no call circle between the modules of the $# objects ($calls)" [ -z "$calls" ]
    # A planted call: run_common (view_of, which run_tree calls) calling run_tree's search_tree_run.
    object=$(printf '%s\n' "$@" | grep '/cli/run_common\.o$')
    printf '%s:                 U search_tree_run\n' "$object" >>"$tmp/nm.txt"
    planted=$(python3 "$here/module_cycles.py" calls "$tmp/nm.txt")
    check "a planted call circle (run_common calling run_tree) is found ($planted)" \
        sh -c "printf '%s\n' '$planted' | grep -q '^cli/run_common .*cli/run_tree'"
fi

mkdir "$tmp/src"
cp -R "$src/." "$tmp/src/"
sed -i 's|^#include "core/search.h"$|#include "core/search.h"\n#include "games/game.h"|' "$tmp/src/core/search.c"
printf '#include "cli/cli.h"\n' >>"$tmp/src/games/pig/pig.c"
planted=$(violations "$tmp/src" | wc -l)
check "three planted lines (games/ in core/search.c; cli/cli.h in a game: a layer above, and not cli.c's) are found ($planted lines)" [ "$planted" = 3 ]
sed -i 's|^#include "core/mix64.h"$|#include "core/mix64.h"\n#include "core/search.h"|' "$tmp/src/core/tree.h"
planted=$(python3 "$here/module_cycles.py" includes "$tmp/src")
check "a planted include circle (tree.h including search.h) is found ($planted)" \
    sh -c "printf '%s\n' '$planted' | grep -q 'core/search .*core/tree'"
finish layering
