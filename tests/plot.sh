#!/bin/sh
# starbench plot (issue #36): a user's CSV drawn through gnuplot, PNG and
# SVG; the script's data are the CSV's points, grouped, filtered and
# sorted as documented; bad input is one line, exit 2, nothing written.
# Usage: plot.sh STARBENCH
set -u
S=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
. "$(dirname "$0")/lib.sh"
command -v gnuplot >/dev/null 2>&1 || { echo "FAIL: gnuplot is not installed (make deps installs it)"; exit 1; }

"$S" -N 2,4,8 --trials 50 -q --algo minimax,star1,star2 >"$tmp/runs.csv"
"$S" plot --x n --y leaves_mean --se leaves_se --log xy -o "$tmp/leaves.png" "$tmp/runs.csv" 2>"$tmp/err"
check "a user's run drawn as PNG: exit 0 ($(cat "$tmp/err"))" [ $? = 0 ]
check "... a PNG file" sh -c "head -c 8 '$tmp/leaves.png' | od -An -c | grep -q 'P   N   G'"
"$S" plot --x n --y leaves_mean --se leaves_se -o "$tmp/leaves.svg" "$tmp/runs.csv"
check "-o FILE.svg draws SVG" grep -q "<svg" "$tmp/leaves.svg"
"$S" plot --x n --y leaves_mean --format svg <"$tmp/runs.csv" >"$tmp/stdout.svg"
check "--format svg to standard output, the CSV from standard input" grep -q "<svg" "$tmp/stdout.svg"

# The script holds exactly the CSV's points: one datablock per algorithm
# in the order of first appearance, sorted by x, bars 1.96 se.
"$S" plot --x n --y leaves_mean --se leaves_se --script "$tmp/runs.csv" >"$tmp/script.gp"
expected=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["algorithm"] == "star2" { printf "%s %s %s\n", $c["n"] + 0, $c["leaves_mean"] + 0, 1.96 * $c["leaves_se"] }' \
    "$tmp/runs.csv")
got=$(awk '/^\$s2 << EOD/ { on = 1; next } /^EOD/ { on = 0 } on { printf "%s %s %.6g\n", $1 + 0, $2 + 0, $3 }' \
    "$tmp/script.gp")
check "the third line (star2) holds star2's rows: x, y, 1.96 se ($got)" [ "$got" = "$expected" ]
check "three lines, titled by algorithm" [ "$(grep -c "title '\\(minimax\\|star1\\|star2\\)'" "$tmp/script.gp")" = 3 ]
printf 'x,algorithm,y\n3,"a",30\n1,a,10\n2,b,20\n1,b,5\n' >"$tmp/small.csv"
"$S" plot --x x --y y --script "$tmp/small.csv" >"$tmp/small.gp"
check '"a" and a are one line; points sorted by x' \
    [ "$(awk '/<< EOD/ { n++ } /^EOD/ { next } !/<< EOD/ && n == 1 && NF == 3' "$tmp/small.gp" | cut -d' ' -f1-2 | tr '\n' ' ')" = "1 10 3 30 " ]
"$S" plot --x x --y y --where algorithm=b --script "$tmp/small.csv" >"$tmp/where.gp"
check "--where keeps the rows that match" [ "$(grep -c '<< EOD' "$tmp/where.gp")" = 1 ]
cat "$tmp/runs.csv" "$tmp/runs.csv" | "$S" plot --x n --y leaves_mean --where algorithm=star1 --script >"$tmp/joined.gp" 2>"$tmp/err"
check "joined outputs: the repeated header skipped, the repeated points refused ($(cat "$tmp/err"))" \
    grep -q "a second point of 'star1' at n = 2" "$tmp/err"

refused() { # description, message part, plot arguments
    what=$1 part=$2
    shift 2
    rm -f "$tmp/refused.png"
    "$S" plot "$@" >"$tmp/out" 2>"$tmp/err"
    check "$what: exit 2 ($?)" [ $? = 2 ]
    check "$what: one line saying '$part' ($(cat "$tmp/err"))" \
        sh -c "[ \$(wc -l <'$tmp/err') = 1 ] && grep -q -- \"$part\" '$tmp/err'"
    check "$what: nothing written" [ ! -s "$tmp/out" ] && [ ! -e "$tmp/refused.png" ]
}
refused "no --y" "--y: expected a column name" --x n "$tmp/runs.csv"
refused "an unknown column" "has no column 'leaves'" --x n --y leaves "$tmp/runs.csv" -o "$tmp/refused.png"
refused "a text column as y" "the y column algorithm holds no number" --x n --y algorithm --by mode "$tmp/runs.csv"
refused "two points of a line at one x" "a second point" --x n --y leaves_mean --by mode "$tmp/runs.csv"
printf 'x,algorithm,y\n0,a,1\n1,a,2\n' >"$tmp/zero.csv"
refused "0 on a log axis" "cannot be shown on a log scale" --x x --y y --log x "$tmp/zero.csv"
refused "--where without =" "--where: expected COLUMN=VALUE" --x n --y leaves_mean --where mode "$tmp/runs.csv"
refused "--where matching nothing" "no row to draw" --x n --y leaves_mean --where algorithm=none "$tmp/runs.csv"
refused "-o of no known format" "ends in neither .png nor .svg" --x n --y leaves_mean -o "$tmp/out.jpg" "$tmp/runs.csv"
refused "a bad --size" "--size: expected WIDTHxHEIGHT" --x n --y leaves_mean --size 10x10 "$tmp/runs.csv"
refused "a bad --log" "--log: expected x, y or xy" --x n --y leaves_mean --log z "$tmp/runs.csv"
GNUPLOT=/nonexistent/gnuplot "$S" plot --x n --y leaves_mean -o "$tmp/refused.png" "$tmp/runs.csv" 2>"$tmp/err"
check "no gnuplot: exit 1 ($?)" [ $? = 1 ]
check "... saying how to get one ($(cat "$tmp/err"))" grep -q "install gnuplot" "$tmp/err"
check "... and no file written" [ ! -e "$tmp/refused.png" ]
# Issue 47, finding 1: no text from the CSV or the arguments is executed by
# gnuplot (backquotes run a shell command in a double-quoted string; a
# newline in a file's name would end the comment line and start a command).
mkdir "$tmp/inject"
printf 'x,algorithm,`touch %s/inject/col`\n1,`touch %s/inject/group`,2\n2,it'"'"'s,3\n3,"two\nlines",4\n' \
    "$tmp" "$tmp" >"$tmp/inject.csv"
"$S" plot --x x --y "\`touch $tmp/inject/col\`" --title "\`touch $tmp/inject/title\`" -o "$tmp/inject/p.png" \
    "$tmp/inject.csv" 2>"$tmp/err"
check "plot on a CSV whose cells, names and title hold backquoted commands: exit 0 ($(cat "$tmp/err"))" [ $? = 0 ]
check "... and none of the commands ran ($(ls "$tmp/inject" | tr '\n' ' '))" [ "$(ls "$tmp/inject")" = p.png ]
cp "$tmp/inject.csv" "$tmp/inject/x
!touch name"
(cd "$tmp/inject" && "$S" plot --x x --y "\`touch col\`" -o q.png "x
!touch name") 2>"$tmp/err"
check "a file name with a newline and a gnuplot shell command: nothing ran ($(ls "$tmp/inject" | tr '\n' ' '))" \
    [ ! -e "$tmp/inject/name" ]

# Issue 47, finding 2: a write error of the image is an error (gnuplot's
# own exit status does not report one).
"$S" plot --x x --y y -o /dev/full "$tmp/small.csv" 2>"$tmp/err"
status=$?
check "-o /dev/full: exit 1, one line ($(cat "$tmp/err"))" [ "$status:$(wc -l <"$tmp/err")" = 1:1 ]

# --categorical (issue 47, finding 12): labels on x, each a place in the order they first appear, points not
# lines; a label with quotes and a backquoted command reaches the script only as a string.
printf 'position,algorithm,evals\nb,star2,5\na,star2,7\nb,minimax,9\nc,minimax,8\n"x`touch t`\047q",star2,1\n' \
    >"$tmp/cat.csv"
"$S" plot --x position --y evals --categorical --script "$tmp/cat.csv" >"$tmp/cat.gp"
check "--categorical: the labels' places in order of first appearance" \
    grep -qF "set xtics rotate by -45 noenhanced ('b' 0, 'a' 1, 'c' 2, 'x\`touch t\`'.\"'\".'q' 3)" "$tmp/cat.gp"
check "--categorical: minimax at b (0) and c (2), star2 at b, a and the quoted label" \
    sh -c "sed -n '/^\$s0 <</,/^EOD/p' '$tmp/cat.gp' | tr '\n' ' ' | grep -q '0 5 0 1 7 0 3 1 0' &&
           sed -n '/^\$s1 <</,/^EOD/p' '$tmp/cat.gp' | tr '\n' ' ' | grep -q '0 9 0 2 8 0'"
check "--categorical: points, not lines" sh -c "grep -q 'with points' '$tmp/cat.gp' && ! grep -q linespoints '$tmp/cat.gp'"
"$S" plot --x position --y evals --categorical --log x "$tmp/cat.csv" >/dev/null 2>"$tmp/err"
check "--categorical --log x: exit 2, one line ($(cat "$tmp/err"))" [ "$?:$(wc -l <"$tmp/err")" = 2:1 ]

# Issue 73, finding 7: names with quotes are drawn; values gnuplot cannot draw, and numbers that are no
# decimals, are one line, exit 2; a gnuplot that fails or writes nothing is one line (its own last words), exit 1.
# bad_plot CSV STATUS PATTERN [GNUPLOT]: plot refuses CSV with STATUS and one line matching PATTERN, no image.
bad_plot() {
    rm -f "$tmp/bad.png"
    GNUPLOT=${4:-gnuplot} "$S" plot --x x --y y -o "$tmp/bad.png" "$1" 2>"$tmp/bad.err"
    st=$?
    check "$(basename "$1"): exit $2, one line ($st: $(cat "$tmp/bad.err"))" sh -c "[ $st = $2 ] &&
        [ \$(wc -l <'$tmp/bad.err') = 1 ] && grep -q '$3' '$tmp/bad.err' && [ ! -e '$tmp/bad.png' ]"
}
printf "name,x,y\n'abc,1,2\n'abc,2,3\nb''c,1,1\nb''c,2,2\n" >"$tmp/quotes.csv"
"$S" plot --x x --y y --by name -o "$tmp/quotes.png" "$tmp/quotes.csv" 2>"$tmp/err"
check "series named 'abc and b''c are drawn (exit 0, a PNG; $(cat "$tmp/err"))" \
    sh -c "head -c 8 '$tmp/quotes.png' | od -An -c | grep -q 'P   N   G'"
"$S" plot --x x --y y --by name --script "$tmp/quotes.csv" >"$tmp/quotes.gp"
check "  titled by the names, quotes joined on as constants" \
    grep -q "title ''.\"'\".'abc' noenhanced" "$tmp/quotes.gp"
printf 'x,y\n1,1e308\n2,-1e308\n' >"$tmp/huge.csv"
bad_plot "$tmp/huge.csv" 2 "past what gnuplot draws"
printf 'x,y,se\n1,1e300,1e300\n2,1,1\n' >"$tmp/huge-bar.csv"
GNUPLOT=gnuplot "$S" plot --x x --y y --se se -o "$tmp/bad.png" "$tmp/huge-bar.csv" 2>"$tmp/bad.err"
check "a bar past what gnuplot draws: exit 2 ($(cat "$tmp/bad.err"))" sh -c "[ $? = 2 ] && grep -q 'y +- 1.96 se' '$tmp/bad.err'"
printf 'x,y\n0x10,1\n2,3\n' >"$tmp/hex.csv"
bad_plot "$tmp/hex.csv" 2 "holds no number"
printf 'x,y\n1,2\n2,3\n' >"$tmp/fine.csv"
printf '#!/bin/sh\ncat >/dev/null\necho "gnuplot> plot" >&2\necho "line 3: all points undefined!" >&2\nexit 1\n' \
    >"$tmp/failing-gnuplot"
printf '#!/bin/sh\ncat >/dev/null\nexit 0\n' >"$tmp/silent-gnuplot"
chmod +x "$tmp/failing-gnuplot" "$tmp/silent-gnuplot"
bad_plot "$tmp/fine.csv" 1 "failed (exit status 1): line 3: all points undefined!" "$tmp/failing-gnuplot"
bad_plot "$tmp/fine.csv" 1 "wrote no image" "$tmp/silent-gnuplot"
finish plot
