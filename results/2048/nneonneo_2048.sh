#!/bin/sh
# The anchor of 2048's study: nneonneo's 2048-ai (github.com/nneonneo/2048-ai),
# built here from a checkout of its public source, in a scratch copy made in a
# temporary folder (nothing of it enters this repository), with three edits:
#   1. the search depth from $DEPTH when set (its own: max(3, distinct tiles - 2));
#   2. the random tiles from srand48($SEED) when set (its own: arc4random or
#      /dev/urandom);
#   3. its printing silenced, and one line at a game's end on stderr: moves,
#      score, highest rank (log2 of the largest tile), CPU seconds.
# Its search and evaluation are untouched (it still skips chance branches
# below a probability of 1e-4).  Its depth D searches D + 1 move levels, as
# starbench's horizon D + 1 does: after its root move, D more.
# Writes CSV to stdout: program,commit,depth,game,seed,score,max_tile,moves,cpu_seconds
# (depth "default": its own rule).
# Usage: nneonneo_2048.sh SOURCE GAMES DEPTH...   (SOURCE: a checkout or a bare clone; DEPTH: a number or "default")
set -eu
src=$1 games=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -f "$src/2048.cpp" ]; then
    cp -R "$src/." "$tmp/"
    commit=$(git -C "$src" rev-parse HEAD 2>/dev/null || printf 'unknown')
else # a bare clone
    git --git-dir="$src" archive HEAD | tar -x -C "$tmp"
    commit=$(git --git-dir="$src" rev-parse HEAD)
fi
cd "$tmp"
sed -i 's|state.depth_limit = std::max(3, count_distinct_tiles(board) - 2);|state.depth_limit = getenv("DEPTH") ? atoi(getenv("DEPTH")) : std::max(3, count_distinct_tiles(board) - 2);|' 2048.cpp
grep -q 'getenv("DEPTH")' 2048.cpp
sed -i 's|int fd = open("/dev/urandom", O_RDONLY);|int fd = getenv("SEED") ? -1 : open("/dev/urandom", O_RDONLY);|; s|srand48(time(NULL));|srand48(getenv("SEED") ? atol(getenv("SEED")) : time(NULL));|' platdefs.h
grep -q 'getenv("SEED")' platdefs.h
sed -i 's|printf("\\nGame over. Your score is %.0f. The highest rank you achieved was %d.\\n", score_board(board) - scorepenalty, get_max_rank(board));|fprintf(stderr, "%d,%.0f,%d,%.3f\\n", moveno, score_board(board) - scorepenalty, get_max_rank(board), clock() / (double)CLOCKS_PER_SEC);|' 2048.cpp
grep -q 'fprintf(stderr, "%d,%.0f,%d,%.3f' 2048.cpp
# The move counter is incremented inside a printf's arguments: kept, the printf dropped.
sed -i 's|printf("\\nMove #%d, current score=%.0f\\n", ++moveno, score_board(board) - scorepenalty);|++moveno;|' 2048.cpp
grep -q '^ *++moveno;' 2048.cpp
# Every other printf of the program, silenced (after its includes).
last_include=$(grep -n '^#include' 2048.cpp | tail -1 | cut -d: -f1)
sed -i "${last_include}a #include <ctime>\\n#define printf(...) ((void)0)" 2048.cpp
./configure >/dev/null
# Its drand48 path (the one edit 2 seeds), not arc4random where the C library has it.
sed -i 's|^#define HAVE_ARC4RANDOM_UNIFORM 1$||' config.h
grep -q '^#define HAVE_DRAND48 1' config.h
make >/dev/null 2>&1 || { echo "nneonneo_2048.sh: the build failed" >&2; exit 1; }
echo "program,commit,depth,game,seed,score,max_tile,moves,cpu_seconds"
for depth in "$@"; do
    game=0
    while [ "$game" -lt "$games" ]; do
        seed=$((1982 + game))
        if [ "$depth" = default ]; then
            line=$(SEED=$seed ./bin/2048 2>&1 >/dev/null)
        else
            line=$(DEPTH=$depth SEED=$seed ./bin/2048 2>&1 >/dev/null)
        fi
        moves=${line%%,*} rest=${line#*,}
        score=${rest%%,*} rest=${rest#*,}
        rank=${rest%%,*} cpu=${rest#*,}
        echo "nneonneo-2048-ai,$commit,$depth,$game,$seed,$score,$((1 << rank)),$moves,$cpu"
        game=$((game + 1))
    done
done
