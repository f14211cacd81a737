/* treefile.h - explicit trees read from a file: starbench's own format and
 * Gambit's extensive form (.efg), both searched through the tree interface
 * of tree.h by the same code as generated trees.
 *
 * starbench's format (whitespace separates tokens, '#' starts a comment
 * that runs to the end of the line):
 *     node     := INT | "(" "max" eval? node+ ")" | "(" "min" eval? node+ ")"
 *               | "(" "chance" eval? branches ")"
 *     eval     := ":eval" INT          (the node's static evaluation, for --horizon)
 *     branches := node+                  (equally likely)
 *               | (FRACTION node)+       (P/Q, positive, summing to exactly 1)
 * INT is a signed 64-bit integer; an :eval lies within the bounds (the
 * leaves' range or --bounds).  A .efg carries no evaluations (the format
 * has no place for them).  A file that starts with "EFG 2 R" is
 * read as Gambit's format instead (the subset of efg-format.md: two
 * players, perfect information, payoffs at terminal nodes only; player 1's
 * nodes are + nodes, player 2's - nodes; leaves are player 1's payoff, an
 * integer or an exact decimal; the tree's scale includes the power of ten,
 * so values print exactly, e.g. 1/2 for 0.5).
 *
 * A UTF-8 byte order mark at the start is skipped.  .efg payoffs are exact:
 * trailing zeros after the point do not count, at most
 * TREEFILE_MAX_DECIMALS decimals remain, and player 2's payoff must be
 * minus player 1's (*-minimax is for zero-sum games).
 *
 * The contract: the tree read is exactly the file's (children in file
 * order, exact probabilities); every value the search forms fits in 64
 * bits and the exact scale stays below 2^40, or the file is refused; any
 * malformed file is refused with one line "FILE:LINE:COL: what was
 * expected" naming the token at fault (--bounds when it is the bounds that
 * are too large), nothing half-built.  Reading is linear in the file's
 * size: .efg numbers are looked up in tables indexed by number (hashed
 * when a file numbers sparsely).  Limits, each
 * checked: TREEFILE_MAX_DEPTH nesting levels (the search's recursion is
 * bounded by it), TREEFILE_MAX_NODES nodes, a file of at most
 * TREEFILE_MAX_BYTES bytes.
 */
#ifndef STARBENCH_TREEFILE_H
#define STARBENCH_TREEFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/tree.h"

#define TREEFILE_MAX_DEPTH 64              /* the search's workspace depth (search.c) */
#define TREEFILE_MAX_NODES (1u << 24)      /* 16,777,216 nodes: at most about 650 MB in memory for a
                                              file in starbench's format (measured: 641 MB for one + node
                                              over 16,777,215 leaves); a .efg also holds its longer text */
#define TREEFILE_MAX_BYTES ((size_t)1 << 30) /* 1 GiB */
#define TREEFILE_MAX_DECIMALS 12           /* .efg payoffs: 10^12 < 2^40, the exact scale's limit */

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

/* 0 if every node a search with the given horizon scores (horizon.h)
 * has an :eval, and with `ordered` (--order eval) also every inner child
 * of a + or - node above it; otherwise -1 with a one-line reason in err. */
int treefile_check_horizon(const struct file_tree *f, int horizon, int ordered, char *err, size_t errlen);

/* The most + and - nodes on a path from the root to a leaf. */
int treefile_move_levels(const struct file_tree *f);

/* Number of leaves in the file. */
uint64_t treefile_leaf_count(const struct file_tree *f);

#endif
