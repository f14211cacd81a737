# tests/lib.sh - sourced by the shell tests: a temporary directory that is
# removed on exit, check() counting passes and failures, finish(), and full().
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
# full: true in make test-full (STARBENCH_TEST_FULL=1), which checks every position and regenerates every
# committed study; make test (the default) runs the same checks on a sample, each suite saying which.
full() { [ "${STARBENCH_TEST_FULL:-}" = 1 ]; }
# check_game_study GAME PLOT A B: make games' study of GAME (scripts/game_study.sh, results/GAME/): the committed
# summary follows from the committed rows (make test-full), the section from the summary and the matches, and
# the first match (engine A against B) is regenerated exactly.  Needs S, top.
check_game_study() {
    if full; then # its bootstrap intervals take some seconds of Python
        python3 "$top/scripts/game_summary.py" "$top/results/$1/$1.csv" >"$tmp/summary.csv"
        check "results/$1/$1-summary.csv is game_summary.py's from results/$1/$1.csv" \
            cmp -s "$tmp/summary.csv" "$top/results/$1/$1-summary.csv"
    fi
    STUDY_FOLDER="results/$1" python3 "$top/scripts/game_report.py" "$1" "$top/results/$1/$1-summary.csv" "data/$1-positions.txt" "$2" \
        "$top/results/$1/$1-matches.csv" >"$tmp/$1.md"
    check "results/$1/$1.md is game_report.py's from the summary and the matches" cmp -s "$tmp/$1.md" "$top/results/$1/$1.md"
    "$S" play --game "$1" --a "$3" --b "$4" --games 4000 --threads 2 -q | tail -n 1 >"$tmp/match.csv"
    check "the first match of results/$1/$1-matches.csv is regenerated exactly" \
        sh -c "sed -n 2p '$top/results/$1/$1-matches.csv' | cmp -s - '$tmp/match.csv'"
    check_match_rows "$top/results/$1/$1-match-games.csv" "$top/results/$1/$1-matches.csv" 1
}

# check_match_rows GAMES_CSV MATCHES_CSV FIRST_ROW: every summary row of MATCHES_CSV (its first field the
# match's name when FIRST_ROW is name, else its number from 1) is what `starbench play` sums up from that
# match's per-game rows in GAMES_CSV (whose first column names the match).  Needs S.
check_match_rows() {
    matches=$(tail -n +2 "$2" | wc -l)
    k=0
    while [ "$k" -lt "$matches" ]; do
        k=$((k + 1))
        row=$(sed -n "$((k + 1))p" "$2")
        name=$k
        [ "$3" = name ] && name=${row%%,*} && row=${row#*,}
        { sed -n '1s/^[^,]*,//p' "$1"; awk -F, -v m="$name" 'NR > 1 && $1 == m' "$1" | cut -d, -f2-; } >"$tmp/rows.csv"
        "$S" play "$tmp/rows.csv" | tail -n 1 >"$tmp/summed.csv"
        check "$(basename "$2") match $name: the summary of its $(($(wc -l <"$tmp/rows.csv") - 1)) per-game rows" \
            sh -c "printf '%s\n' '$row' | cmp -s - '$tmp/summed.csv'"
    done
}
