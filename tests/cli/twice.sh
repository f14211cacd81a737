#!/bin/sh
# Issue 47, finding 3: every option that --help (and each subcommand's -h)
# lists, given twice, is refused ("given twice", exit 2, one line), not
# taken with the last one winning.  Each option is given a value its first
# occurrence accepts; an option of --help missing from VALUES fails the
# test, so a new option must be added here.  --help, --version and --list
# only print and may repeat.  Usage: twice.sh STARBENCH
set -u
S=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
. "$(dirname "$0")/../lib.sh"

VALUES='--tree examples/tiny.efg
--bounds 0,1
--cpu-time
--hint
--baseline minimax
--game pig
--position 0-0-0
--roll 31
--positions data/pig-positions.txt
--play 31:8/5
--referee exact
-N 4
-D 2
-C 2
--probs uniform
--model fuller
--p 0.5
--mode random
--star-first 1
--star-first-mode move
--best-first-prob 0.5
--seed 1
--horizon 1
--eval path
--eval-noise 1
--order tree
--chance-order tree
--rank-probes 1
--count distinct
--table 16
--iterate
--budget evals=10
--deepening partial
--playout eval
--widening 1
--cut-fit data/cpc-fit.txt
--cut-sigmas 1
--cut-reduction 1
--algo star1
--probes 2
--probe-factor 2
--playouts 10
--exploration 1
--samples 2
--star1-cutoff strict
--goal value
--trials 1
--first-trial 1
--per-trial
--stats
--shard 1/2
--trace
--dot x.dot
--verify
--threads 1
--quiet
-o x.csv
--constants
--a horizon=1
--b horizon=1
--games 2
--per-game
--moves
--luck net5
--by algorithm
--values leaves_mean
--keys n
--ratio star1
--x n
--y leaves_mean
--se leaves_se
--where n=2
--log x
--title t
--xlabel t
--ylabel t
--format png
--size 100x100
--script
--categorical'

# twice SUBCOMMAND HELP_OPTION: every option its help lists, given twice.
twice() {
    "$S" $1 $2 | grep -E '^  -' | sed 's/^  \(-o\), --output.*/  -o/; s/^  \(-h\), --help.*/  -h/' | awk '{ print $1 }' |
    while read -r option; do
        case "$option" in -h|--help|--version|--list) continue ;; esac
        given=$(printf '%s\n' "$VALUES" | awk -v o="$option" '$1 == o { print; exit }')
        if [ -z "$given" ]; then echo "MISSING $1 $option"; continue; fi
        # shellcheck disable=SC2086
        (cd "$tmp" && "$S" $1 $given $given >/dev/null 2>err; echo "$? $(cat err)") | sed "s|^|$1 $option: |"
    done
}
here=$(pwd)
cd "$here" || exit 1
ln -s "$here/examples" "$here/data" "$tmp/" 2>/dev/null
{ twice "" --help; twice play -h; twice pivot -h; twice plot -h; twice merge -h; } >"$tmp/results"
check "every option of --help and the subcommands' -h has a value here ($(grep MISSING "$tmp/results" | tr '\n' ' '))" \
    [ -z "$(grep MISSING "$tmp/results")" ]
bad=$(grep -v MISSING "$tmp/results" | grep -v ': 2 starbench: -[-a-zA-Z0-9]*: given twice; give each option once$')
check "each given twice is refused, naming it ($(grep -vc MISSING "$tmp/results") options; $bad)" [ -z "$bad" ]
finish "cli twice"
