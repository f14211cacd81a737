/* treefile.h - explicit trees read from a file: starbench's own format and
 * Gambit's extensive form (.efg), both searched through the tree interface
 * of tree.h by the same code as generated trees.
 *
 * starbench's format (whitespace separates tokens, '#' starts a comment
 * that runs to the end of the line):
 *     node     := INT | "(" "max" node+ ")" | "(" "min" node+ ")" | "(" "chance" branches ")"
 *     branches := node+                  (equally likely)
 *               | (FRACTION node)+       (P/Q, positive, summing to exactly 1)
 * INT is a signed 64-bit integer.  A file that starts with "EFG 2 R" is
 * read as Gambit's format instead (the subset of efg-format.md: two
 * players, perfect information, payoffs at terminal nodes only; player 1's
 * nodes are + nodes, player 2's - nodes; leaves are player 1's payoff, an
 * integer or an exact decimal; the tree's scale includes the power of ten,
 * so values print exactly, e.g. 1/2 for 0.5).
 *
 * The contract: the tree read is exactly the file's (children in file
 * order, exact probabilities); every value the search forms fits in 64
 * bits, or the file is refused; any malformed file is refused with one line
 * "FILE:LINE:COL: what was expected", nothing half-built.  Limits, each
 * checked: TREEFILE_MAX_DEPTH nesting levels (the search's recursion is
 * bounded by it), TREEFILE_MAX_NODES nodes, a file of at most
 * TREEFILE_MAX_BYTES bytes.
 */
#ifndef STARBENCH_TREEFILE_H
#define STARBENCH_TREEFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tree.h"

#define TREEFILE_MAX_DEPTH 64              /* the search's workspace depth (search.c) */
#define TREEFILE_MAX_NODES (1u << 24)      /* 16,777,216 nodes, about 400 MB in memory */
#define TREEFILE_MAX_BYTES ((size_t)1 << 30) /* 1 GiB */

struct treefile_bounds {
    int given;         /* --bounds L,U: wider bounds than the file's own leaves */
    int64_t lo, hi;    /* in the file's units */
};

struct file_tree;

/* Reads a tree from `in` (named `name` in messages).  Returns the tree, or
 * NULL with "NAME:LINE:COL: reason" (or "NAME: reason") in err. */
struct file_tree *treefile_read(FILE *in, const char *name, const struct treefile_bounds *bounds,
                                char *err, size_t errlen);
void treefile_free(struct file_tree *f);

/* The search's view of it. */
const struct tree *treefile_tree(const struct file_tree *f);

/* Number of leaves in the file. */
uint64_t treefile_leaf_count(const struct file_tree *f);

#endif
