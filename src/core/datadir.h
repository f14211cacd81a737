/* datadir.h - where starbench's data files are found at run time (the
 * backgammon networks' weights, data/networks/): the first of these
 * directories that holds the file asked for:
 *   1. $STARBENCH_DATA_DIR, when set;
 *   2. beside the running binary (/proc/self/exe): DIR/data, DIR/../data
 *      and DIR/../../data (a build tree: ./starbench, build/starbench,
 *      build/tests/...), then DIR/../share/starbench (installed:
 *      PREFIX/bin/starbench);
 *   3. STARBENCH_DATADIR, the place make built it to be installed in
 *      (PREFIX/share/starbench).
 * Prints nothing.
 */
#ifndef STARBENCH_DATADIR_H
#define STARBENCH_DATADIR_H

#include <stddef.h>
#include <stdio.h>

/* Opens `name` (a path below the data directory, "networks/net13.txt")
 * for reading, its full path into path (pathlen bytes); NULL with a
 * one-line reason in err (the places looked in) when none holds it. */
FILE *datadir_open(const char *name, char *path, size_t pathlen, char *err, size_t errlen);

#endif
