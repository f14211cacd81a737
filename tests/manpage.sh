#!/bin/sh
# The manual page and the option lists: starbench.1 lints clean (mandoc
# -T lint, or groff -man -ww where mandoc is missing), and --help, the page
# and the Options table of doc/reference.md name exactly the same options;
# `starbench pivot --help`'s options are those of the page's ONE ROW PER
# SETTING and of doc/reference.md's pivot section.
# Usage: manpage.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"
page="$top/starbench.1"

if command -v mandoc >/dev/null 2>&1; then
    mandoc -T lint -W warning "$page" >"$tmp/lint" 2>&1
    check "mandoc -T lint finds nothing in starbench.1" [ $? = 0 ] && [ ! -s "$tmp/lint" ]
elif command -v groff >/dev/null 2>&1; then
    groff -man -ww -z "$page" >"$tmp/lint" 2>&1
    check "groff -man -ww finds nothing in starbench.1" [ $? = 0 ] && [ ! -s "$tmp/lint" ]
else
    check "a man-page checker (mandoc or groff) is installed (make deps)" false
fi
cat "$tmp/lint"

# Issue 47, finding 9: an option list in the source as ".Fl -a , --b" renders
# "---b"; it must be ".Fl -a , -b".  No option in the page's source starts
# with three dashes once Fl has added its one.
check "no '---' option in starbench.1 ($(grep -n '^\.Fl .* --' "$page" | tr '\n' ' '))" \
    [ -z "$(grep -n '^\.Fl .* --' "$page")" ]

# --help: the options at the start of its indented lines ("-o, --output F").
$S --help | grep -E '^  -' | sed -E 's/^  ((-[^ ,]+)(, (-[^ ,]+))?).*/\2 \4/' | tr ' ' '\n' | grep . | sort -u >"$tmp/help"
# The page: the .It Fl lines of OPTIONS (".It Fl o Ar file , Fl -output Ar file").
sed -n '/^\.Sh OPTIONS/,/^\.Sh /p' "$page" | grep '^\.It Fl' | grep -oE 'Fl [^ ]+' | sed 's/^Fl /-/' | sort -u >"$tmp/page"
# doc/reference.md: the first cell of each row of the Options table.
sed -n '/^## Options/,/^## /p' "$top/doc/reference.md" | grep '^| `' | cut -d'|' -f2 |
    grep -oE '`-{1,2}[A-Za-z][-A-Za-z0-9]*' | tr -d '`' | sort -u >"$tmp/readme"
check "--help lists options" [ "$(wc -l <"$tmp/help")" -ge 20 ]
check "--help and starbench.1 name the same options: $(diff "$tmp/help" "$tmp/page" | grep '^[<>]' | tr '\n' ' ')" \
    cmp -s "$tmp/help" "$tmp/page"
check "--help and doc/reference.md's Options table name the same options: $(diff "$tmp/help" "$tmp/readme" | grep '^[<>]' | tr '\n' ' ')" \
    cmp -s "$tmp/help" "$tmp/readme"
# The table's rows against both documents, by the writer of `make docs` (scripts/option_docs.py):
# it names each option one of them lacks or each entry that names no option.
python3 "$top/scripts/option_docs.py" "$S" 2>"$tmp/option-docs"
check "make docs would change nothing: $(tr '\n' ' ' <"$tmp/option-docs")" [ ! -s "$tmp/option-docs" ]
check "--help ends with three examples" [ "$($S --help | sed -n '/^Examples:/,$p' | grep -c '^  starbench ')" = 3 ]
# pivot: its long options, against the page's section and the reference's.
$S pivot --help | grep -oE '^  --[a-z]+' | sed 's/^  //' | grep -v -e --help -e --output | sort -u >"$tmp/pivot-help"
sed -n '/^\.Sh ONE ROW PER SETTING/,/^\.Sh /p' "$page" | grep -oE 'Fl -[a-z]+' | sed 's/^Fl /-/' | sort -u >"$tmp/pivot-page"
sed -n '/^## One row per setting/,/^## /p' "$top/doc/reference.md" | grep -oE '`--[a-z]+' | tr -d '`' | sort -u \
    >"$tmp/pivot-doc"
check "pivot --help lists --by, --keys, --ratio, --values" [ "$(tr '\n' ' ' <"$tmp/pivot-help")" = "--by --keys --ratio --values " ]
check "pivot --help and the page's ONE ROW PER SETTING name the same options" cmp -s "$tmp/pivot-help" "$tmp/pivot-page"
check "pivot --help and doc/reference.md's pivot section name the same options" cmp -s "$tmp/pivot-help" "$tmp/pivot-doc"
# plot: its long options, against the page's section and the reference's.
$S plot --help | grep -oE '^  --[a-z]+' | sed 's/^  //' | grep -v -e --help -e --output | sort -u >"$tmp/plot-help"
sed -n '/^\.Sh PLOTTING YOUR OWN RUNS/,/^\.Sh /p' "$page" | grep -oE 'Fl -[a-z]+' | sed 's/^Fl /-/' | sort -u \
    >"$tmp/plot-page"
sed -n '/^## Plotting your own runs/,/^## /p' "$top/doc/reference.md" | grep -oE '`--[a-z]+' | tr -d '`' | sort -u \
    >"$tmp/plot-doc"
check "plot --help lists its options" [ "$(wc -l <"$tmp/plot-help")" -ge 10 ]
check "plot --help and the page's PLOTTING YOUR OWN RUNS name the same options: $(diff "$tmp/plot-help" "$tmp/plot-page" | grep '^[<>]' | tr '\n' ' ')" \
    cmp -s "$tmp/plot-help" "$tmp/plot-page"
check "plot --help and doc/reference.md's plot section name the same options: $(diff "$tmp/plot-help" "$tmp/plot-doc" | grep '^[<>]' | tr '\n' ' ')" \
    cmp -s "$tmp/plot-help" "$tmp/plot-doc"
# play: every option of its --help has an entry of its own (.It) in the page's PLAYING GAMES.
$S play --help | grep -oE '^  --[a-z-]+' | sed 's/^  //' | grep -v -e --help -e --output | sort -u >"$tmp/play-help"
sed -n '/^\.Sh PLAYING GAMES/,/^\.Sh /p' "$page" | grep '^\.It Fl' | grep -oE 'Fl -[a-z-]+' | sed 's/^Fl /-/' | sort -u \
    >"$tmp/play-page"
check "every option of play --help has an entry in the page's PLAYING GAMES: $(comm -23 "$tmp/play-help" "$tmp/play-page" | tr '\n' ' ')" \
    [ -z "$(comm -23 "$tmp/play-help" "$tmp/play-page")" ]
finish "manpage"
