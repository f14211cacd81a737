#!/bin/sh
# make deps: checks for what building, testing and `make reproduce` use -
# a C compiler, make, awk, gnuplot, GNU parallel, python3, Graphviz, pkg-config, and a
# man-page checker (mandoc, or groff), xz - and installs the missing Debian packages with apt-get: directly
# when run as root, through `sudo -n` when that works without a password; with
# nothing missing it says on stderr what it found (deps: found cc make ...).
# Otherwise, or with STARBENCH_NO_INSTALL=1, it prints the one command to
# run and fails.  Nothing is fetched from anywhere but the distribution's
# package manager.  Usage: deps.sh [fuzz|gnubg|numpy] (GNUPLOT names the gnuplot
# to look for; `fuzz` checks for clang, for libFuzzer, `gnubg` for GNU
# Backgammon, for make backgammon, and `numpy` for a python3 with numpy, for
# make netfit, instead of the rest)
set -u
missing="" found=""
need() { # command, the Debian packages that provide it
    if command -v "$1" >/dev/null 2>&1; then found="$found $1"; else missing="$missing $2"; fi
}
if [ "${1:-}" = fuzz ]; then
    need "${FUZZ_CC:-clang}" clang
elif [ "${1:-}" = gnubg ]; then
    if where=$(sh "$(dirname "$0")/gnubg-tree" --where 2>/dev/null); then found=" gnubg ($where)"; else missing=" gnubg"; fi
elif [ "${1:-}" = numpy ]; then
    if python3 -c 'import numpy' 2>/dev/null; then found=" numpy (python3)"
    elif /usr/bin/python3 -c 'import numpy' 2>/dev/null; then found=" numpy (/usr/bin/python3)"
    else missing=" python3-numpy"; fi
else
    need "${CC:-cc}" "gcc libc6-dev"
    need make make
    need awk gawk
    need "${GNUPLOT:-gnuplot}" gnuplot-nox
    need parallel parallel   # GNU parallel: the shard test (tests/shards.sh)
    need python3 python3     # the backgammon exporter's move-generator test
    need dot graphviz        # --dot drawings: rendered in make test and make reproduce
    need xz xz-utils         # net2's compressed training data (tests/net.sh, make net2fit)
    need pkg-config pkgconf  # building a game plug-in against the installed header (tests/plugins.sh)
    if command -v mandoc >/dev/null 2>&1; then found="$found mandoc"
    elif command -v groff >/dev/null 2>&1; then found="$found groff"
    else missing="$missing mandoc"; fi
fi
if [ -z "$missing" ]; then
    echo "deps: found$found" >&2
    exit 0
fi

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
