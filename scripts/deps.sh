#!/bin/sh
# make deps: checks for what building, testing and `make reproduce` use -
# a C compiler, make, awk, gnuplot, GNU parallel, python3, Graphviz, and a man-page
# checker (mandoc, or groff), xz - and installs the missing Debian packages with apt-get: directly
# when run as root, through `sudo -n` when that works without a password.
# Otherwise, or with STARBENCH_NO_INSTALL=1, it prints the one command to
# run and fails.  Nothing is fetched from anywhere but the distribution's
# package manager.  Usage: deps.sh [fuzz|gnubg|numpy] (GNUPLOT names the gnuplot
# to look for; `fuzz` checks for clang, for libFuzzer, `gnubg` for GNU
# Backgammon, for make backgammon, and `numpy` for a python3 with numpy, for
# make netfit, instead of the rest)
set -u
missing=""
need() { # command, the Debian packages that provide it
    command -v "$1" >/dev/null 2>&1 || missing="$missing $2"
}
if [ "${1:-}" = fuzz ]; then
    need "${FUZZ_CC:-clang}" clang
elif [ "${1:-}" = gnubg ]; then
    sh "$(dirname "$0")/gnubg-tree" --where >/dev/null 2>&1 || missing=" gnubg"
elif [ "${1:-}" = numpy ]; then
    python3 -c 'import numpy' 2>/dev/null || /usr/bin/python3 -c 'import numpy' 2>/dev/null || missing=" python3-numpy"
else
    need "${CC:-cc}" "gcc libc6-dev"
    need make make
    need awk gawk
    need "${GNUPLOT:-gnuplot}" gnuplot-nox
    need parallel parallel   # GNU parallel: the shard test (tests/shards.sh)
    need python3 python3     # the backgammon exporter's move-generator test
    need dot graphviz        # --dot drawings: rendered in make test and make reproduce
    need xz xz-utils         # net2's compressed training data (tests/net.sh, make net2fit)
    command -v mandoc >/dev/null 2>&1 || command -v groff >/dev/null 2>&1 || missing="$missing mandoc"
fi
[ -z "$missing" ] && exit 0

packages=${missing# }
instruction="apt-get update && apt-get install -y $packages"
if [ "${STARBENCH_NO_INSTALL:-}" = 1 ]; then
    echo "deps: missing $packages; installing is off (STARBENCH_NO_INSTALL=1); run as root: $instruction" >&2
    exit 1
fi
if [ "$(id -u)" = 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root="sudo -n"
else
    echo "deps: missing $packages; run as root: $instruction" >&2
    exit 1
fi
echo "deps: installing $packages" >&2
# shellcheck disable=SC2086 # word splitting of the package list is wanted
if ! $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 \
   || ! $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >&2; then
    echo "deps: installing $packages failed; run as root: $instruction" >&2
    exit 1
fi
