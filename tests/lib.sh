# tests/lib.sh - sourced by the shell tests: a temporary directory that is
# removed on exit, check() counting passes and failures, and finish().
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
check() { # description, then a command that succeeds when the property holds
    description=$1
    shift
    if "$@"; then passed=$((passed + 1)); else echo "FAIL: $description"; failed=$((failed + 1)); fi
}
finish() { # suite name; prints the closing line and sets the exit status
    echo "$1: $passed passed, $failed failed"
    [ "$failed" = 0 ]
}
