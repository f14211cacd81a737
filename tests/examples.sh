#!/bin/sh
# The examples as written: every starbench command in the fenced blocks of
# README.md and doc/*.md (./starbench ..., a line ending in | or \ joined with the next) and
# in the man page's EXAMPLES (starbench ..., \e joins lines) runs from a
# folder laid out like the repository root (./starbench, examples/, data/, and the example game plug-ins
# built as ./race.so and ./2048.so), exits
# 0 and writes something; README's transcript ($ ./starbench ... and the
# lines after it, in README.md or doc/*.md) prints exactly what it shows.  To keep make test short,
# a --trials above 1000 runs as --trials 1000 (the sweep examples' 10,000:
# the same command, a tenth of the work), and a --games of 200 or more as --games 100 in make test-full and
# as --games 10 in make test (a match against gnubg of 1,000 games ran over 12 minutes under the sanitizers
# before it was stopped; 100 take 25 s in the default build).  Skipped, by name: commands
# that need a tree only gnubg makes (open31.tree), and matches against
# gnubg (algo=gnubg) where it is not installed.  make, sh scripts/ and
# gnubg-tree lines are not starbench commands and are not run here.
# Usage: tests/examples.sh STARBENCH
set -u
S=$1
here=$(cd "$(dirname "$0")" && pwd)
root="$here/.."
. "$here/lib.sh"

# A repository-like folder: ./starbench, examples/, data/ (ChanceProbCut's fit), and bin/starbench for the man page.
work="$tmp/root"
mkdir -p "$work/bin"
ln -s "$(cd "$(dirname "$S")" && pwd)/$(basename "$S")" "$work/starbench"
ln -s "$work/starbench" "$work/bin/starbench"
ln -s "$(cd "$root" && pwd)/examples" "$work/examples"
ln -s "$(cd "$root" && pwd)/data" "$work/data"
# The example plug-ins, built as the README's cc line builds them (./race.so, ./2048.so).
for source in "$root"/examples/games/*.c; do
    cc -std=c11 -shared -fPIC -I"$root/include" "$source" -o "$work/$(basename "$source" .c).so"
done

# README and doc/: the fenced blocks' lines, continued lines joined; one command a line.
docs="$root/README.md $(ls "$root"/doc/*.md)"
awk '/^```/ { fenced = !fenced; next }
     fenced { line = held $0; held = ""
              if (line ~ /[|\\][ \t]*$/) { sub(/\\[ \t]*$/, "", line); held = line " "; next }
              print line }' $docs >"$tmp/readme-lines"
grep -E '^(parallel )?(\./)?starbench ' "$tmp/readme-lines" | sed 's/[ \t]*#[^'"'"']*$//' >"$tmp/readme-commands"
# The man page: .Bd -literal blocks of EXAMPLES, \e continuations joined.
awk '/^\.Sh EXAMPLES/ { ex = 1; next } /^\.Sh / { ex = 0 }
     ex && /^\.Bd -literal/ { lit = 1; next } /^\.Ed/ { lit = 0; next }
     ex && lit { line = held $0; held = ""
                 if (line ~ /\\e[ \t]*$/) { sub(/\\e[ \t]*$/, "", line); held = line " "; next }
                 print line }' "$root/starbench.1" | grep -E '^(parallel )?starbench ' >"$tmp/man-commands"

games=10
full && games=100
run_all() { # FILE WHERE PATH (README's commands run without starbench on PATH: ./starbench
            # is what a clone has; the man page's with it, as after make install)
    count=0
    while IFS= read -r command; do
        case "$command" in
            *open31.tree*) echo "examples: skipped (a tree only gnubg makes): $command"; continue ;;
            *algo=gnubg*) if ! sh "$root/scripts/gnubg-tree" --where >/dev/null 2>&1; then
                              echo "examples: skipped (gnubg is not installed): $command"; continue; fi ;;
        esac
        count=$((count + 1))
        command=$(printf '%s\n' "$command" | sed -E 's/--trials [0-9]{5,}|--trials [2-9][0-9]{3}/--trials 1000/g
                                                   s/--games [0-9]{4,}|--games [2-9][0-9]{2}/--games '$games'/g')
        touch "$tmp/stamp"
        (cd "$work" && PATH="$3" sh -c "$command") >"$tmp/out" 2>"$tmp/err"
        status=$?
        written=$({ cat "$tmp/out"; find "$work" -maxdepth 1 \( -name '*.csv' -o -name '*.png' -o -name '*.svg' \) \
                    -newer "$tmp/stamp" -exec cat {} +; } | wc -c)
        check "$2: '$command' exits 0 ($status: $(head -c 200 "$tmp/err"))" [ "$status" = 0 ]
        check "$2: '$command' writes something" [ "$written" -gt 0 ]
    done <"$1"
    rm -f "$work"/*.csv "$work"/*.png "$work"/*.svg # a block's later commands read its earlier ones' files (merge); the next file starts clean
    check "$2: commands found ($count)" [ "$count" -ge 3 ]
}
run_all "$tmp/readme-commands" README "$PATH"
run_all "$tmp/man-commands" "man page" "$work/bin:$PATH"

# The transcripts: "$ ./starbench ..." then what it prints, up to the fence.
awk '/^```/ { if (cmd != "") print "END"; fenced = !fenced; cmd = ""; next }
     fenced && /^\$ / { cmd = substr($0, 3); print "CMD " cmd; next }
     fenced && cmd != "" { print "OUT " $0 }' $docs >"$tmp/transcripts"
transcripts=0
while IFS= read -r line; do
    case "$line" in
        "CMD "*) command=${line#CMD }; : >"$tmp/want" ;;
        "OUT "*) printf '%s\n' "${line#OUT }" >>"$tmp/want" ;;
        END)
            transcripts=$((transcripts + 1))
            (cd "$work" && sh -c "$command") >"$tmp/got" 2>/dev/null
            check "transcript '$command' prints what the docs show" cmp -s "$tmp/got" "$tmp/want" ||
                diff "$tmp/want" "$tmp/got" | head -5
            ;;
    esac
done <"$tmp/transcripts"
check "transcripts found ($transcripts)" [ "$transcripts" -ge 1 ]
finish "examples"
