#!/bin/sh
# CLI tests, after zstd's tests/cli-tests: each cases/NAME.sh is a command
# line run with $STARBENCH; NAME.exit holds the expected exit status,
# NAME.stderr.exp the expected standard error, NAME.stdout.exp the expected
# standard output (a failing command must print nothing there).  Then the
# properties in properties.sh.  Usage: run.sh STARBENCH [--update]
set -u
STARBENCH=$1
export STARBENCH
here=$(dirname "$0")
update=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
for case in "$here"/cases/*.sh; do
    name=${case%.sh}
    sh "$case" >"$tmp/out" 2>"$tmp/err"
    code=$?
    if [ "$update" = --update ]; then
        cp "$tmp/out" "$name.stdout.exp"
        cp "$tmp/err" "$name.stderr.exp"
        echo "$code" >"$name.exit"
    fi
    problem=""
    [ "$code" = "$(cat "$name.exit")" ] || problem="exit status $code, expected $(cat "$name.exit")"
    cmp -s "$tmp/err" "$name.stderr.exp" || problem="$problem; stderr differs: $(diff "$name.stderr.exp" "$tmp/err" | head -5 | tr '\n' ' ')"
    cmp -s "$tmp/out" "$name.stdout.exp" || problem="$problem; stdout differs: $(diff "$name.stdout.exp" "$tmp/out" | head -5 | tr '\n' ' ')"
    if [ "$code" != 0 ] && [ "$(wc -l <"$tmp/err")" != 1 ]; then problem="$problem; a failure must print exactly one line on stderr"; fi
    if [ -n "$problem" ]; then
        echo "FAIL $(basename "$name"): $problem"
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
done
echo "cli cases: $passed passed, $failed failed"
sh "$here/properties.sh" "$STARBENCH" || exit 1
sh "$here/output.sh" "$STARBENCH" || exit 1
sh "$here/twice.sh" "$STARBENCH" || exit 1
[ "$failed" = 0 ]
