#!/bin/sh
# An option is one row of the options table: in a scratch copy of the
# sources, a row added to src/cli/options.c (and its identity to the enum
# of options.h) reaches --help when built, and `make docs` writes it into
# starbench.1's OPTIONS and doc/reference.md's Options table, with no
# other edit; the page still lints clean and the check that tests/manpage.sh
# runs then passes.  Built at -O0 in the scratch copy (seconds).
# Usage: option_row.sh
set -u
here=$(dirname "$0")
top=$(cd "$here/.." && pwd)
. "$here/lib.sh"

copy="$tmp/copy"
mkdir -p "$copy/doc"
cp -R "$top/Makefile" "$top/src" "$top/include" "$top/scripts" "$top/starbench.1" "$copy/"
cp "$top/doc/reference.md" "$copy/doc/"

# The row: a flag setting a field that exists (a new option's own field
# would be one more line, in run_config.h), and its identity.
sed -i 's/^    OPT_END$/    OPT_SCRATCH_ROW, OPT_END/' "$copy/src/cli/options.h"
sed -i 's|^    /\* Every subcommand.s output and help; the search.s --version. \*/$|    { .id = OPT_SCRATCH_ROW, .name = "scratch-row", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(quiet), .section = SECTION_SEARCH, .help = "a row that tests/option_row.sh added" },\n&|' \
    "$copy/src/cli/options.c"
check "the scratch copy has the row and its identity" \
    grep -q 'OPT_SCRATCH_ROW, .name = "scratch-row"' "$copy/src/cli/options.c" && grep -q OPT_SCRATCH_ROW "$copy/src/cli/options.h"

make -s -C "$copy" -j2 BUILD=b CFLAGS=-O0 b/starbench >"$tmp/build.log" 2>&1
check "the scratch copy builds with the row" [ -x "$copy/b/starbench" ] || head -20 "$tmp/build.log"
S="$copy/b/starbench"
check "--help lists --scratch-row" sh -c "'$S' --help | grep -q '^  --scratch-row  *a row that tests/option_row.sh added'"
python3 "$copy/scripts/option_docs.py" "$S" 2>"$tmp/check.txt"
check "before make docs, the check names the row missing from both documents" \
    [ "$(grep -c 'lacks --scratch-row' "$tmp/check.txt")" = 2 ]
python3 "$copy/scripts/option_docs.py" "$S" --write 2>/dev/null
check "make docs's writer puts it in starbench.1's OPTIONS" \
    sh -c "sed -n '/^\.Sh OPTIONS/,/^\.Sh /p' '$copy/starbench.1' | grep -q '^\.It Fl -scratch-row$'"
check "... and in doc/reference.md's Options table" \
    sh -c "sed -n '/^## Options/,/^## /p' '$copy/doc/reference.md' | grep -q '^| \`--scratch-row\` | a row that tests/option_row.sh added |'"
check "after it the check passes" python3 "$copy/scripts/option_docs.py" "$S"
if command -v mandoc >/dev/null 2>&1; then
    mandoc -T lint -W warning "$copy/starbench.1" >"$tmp/lint" 2>&1
    check "the page still lints clean" [ ! -s "$tmp/lint" ]
    cat "$tmp/lint"
fi
check "nothing else changed in the documents" \
    [ "$(diff "$top/doc/reference.md" "$copy/doc/reference.md" | grep -c '^[<>]')" = 1 ]
finish "option_row"
