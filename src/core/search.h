/* search.h - exhaustive *-minimax and Ballard's pruning procedures.
 *
 * One recursive search, written once against the tree interface (tree.h),
 * serves every algorithm and every tree source: + and - nodes are ordinary
 * alpha-beta nodes, and * nodes run Ballard's procedure with a number of
 * probing rounds as its parameter (0 = Star1, section 4; 1 = Star2, section
 * 5; K = cyclic probing with K rounds), with outcome weights as in section
 * 7.3, eq. (22).  Values are exact scaled integers, so ties - which decide
 * cutoffs - are exact.
 *
 * Pruning searches are fail-soft at + and - nodes and fail-hard at *
 * nodes: with true value v, search_node returns r with v <= r <= alpha if
 * v <= alpha, beta <= r <= v if v >= beta, and r = v otherwise (a * node
 * returns alpha or beta itself when it cuts off).
 */
#ifndef STARBENCH_SEARCH_H
#define STARBENCH_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "core/search_params.h"
#include "core/tree.h"

/* Adds every count of s to sum; takes every count of s (each at most
 * from's) from `from`. */
void search_stats_add(struct search_stats *sum, const struct search_stats *s);
void search_stats_subtract(struct search_stats *from, const struct search_stats *s);
extern const char *const SEARCH_GOAL_NAMES[]; /* indexed by enum search_goal */
extern const char *const SEARCH_CUTOFF_NAMES[]; /* indexed by enum star1_cutoff */
extern const char *const BUDGET_KIND_NAMES[]; /* indexed by enum budget_kind: "", evals, nodes, time */

/* Exhaustive *-minimax with goal value: the parameters that compute a
 * node's exact value (for checks, judging and the oracle evaluation). */
extern const struct search_params SEARCH_EXHAUSTIVE;
/* Star2 with goal value: a node's exact value too, with window [L, U],
 * far cheaper on a game's horizon tree (judging moves, ChanceProbCut's
 * fit data). */
extern const struct search_params SEARCH_STAR2;

/* What an algorithm needs; the command line refuses a run that lacks it. */
enum {
    NEEDS_TWO_PLIES = 1,   /* a 2-ply tree: + root, * children, - grandchildren, leaves */
    NEEDS_GOAL_VALUE = 2,  /* the root's value as the goal */
    NEEDS_FULLER = 4,      /* Fuller leaves: a - node's minimum is proved only by all its leaves */
    NEEDS_LEAVES = 8,      /* the tree searched to its leaves (no --horizon) */
    NEEDS_PROBABILITIES = 16, /* values in [0, 1], L = 0 and U = 1: win probabilities */
    NEEDS_NAMING = 32,     /* run only when --algo names it (not in the default list) */
    NEEDS_CUT_FIT = 64,    /* a ChanceProbCut fit (--cut-fit FILE) for a game searched to a horizon */
};

/* The candidates, as data: --list, --algo and the CSV names all come from here. */
#define PROBES_FROM_OPTION (-1) /* probe_rounds taken from --probes */
#define SEARCH_DEFAULT_PROBES 2 /* K of cyclic (--probes) and star25 (--probe-factor) when not given */
#define PROBE_FACTOR_FROM_OPTION (-2) /* probe_rounds taken from --probe-factor, probing by outcome */

struct algorithm {
    const char *name;
    enum search_method method;
    int probe_rounds;
    unsigned needs;       /* NEEDS_* bits */
    const char *summary;
    int forward_pruning;  /* may return another value than *-minimax: --verify does not check it;
                             rows say how good its move is */
    int tabled;           /* takes the transposition table (--table) and iterative deepening (--iterate) */
    int sampled;          /* searches the tree seen through sparse sampling at * nodes (sampling.h;
                             --samples C): Monte Carlo *-minimax */
    int pvs;              /* NegaScout windows at + and - nodes (search_params.pvs) */
};

extern const struct algorithm ALGORITHMS[];
extern const int ALGORITHM_COUNT;

/* Index of the named algorithm in ALGORITHMS, or -1. */
int algorithm_find(const char *name);

/* The search parameters of algorithm a, resolved in this one place: its
 * method, and its probing rounds (cyclic's from `probes`, --probes;
 * Star2.5's from `probe_factor`, --probe-factor, probing by outcome); goal
 * value, the inclusive cutoff, no ranking, table or cut (the callers set
 * those they offer). */
struct search_params algorithm_params(const struct algorithm *a, int probes, int probe_factor);

/* Whether a chooses a game's moves, one search a move (an engine's
 * algorithm): *-minimax, the pruning searches, Monte Carlo tree search. */
int algorithm_plays(const struct algorithm *a);

/* The names of the algorithms that play (algorithm_plays), "a, b, c", into buf. */
void algorithm_search_names(char *buf, size_t len);

/* Scratch memory for searching trees no deeper or wider than t (one per thread). */
struct search_workspace;
struct search_workspace *search_workspace_new(const struct tree *t);
void search_workspace_free(struct search_workspace *ws);

#define SEARCH_MAX_TABLE (1ULL << 26) /* entries of a table, at most (48 bytes each: 3 GiB) */

/* Gives ws a transposition table of `entries` entries (0: none), empty.
 * Returns 0, or -1 out of memory (ws then has none). */
int search_workspace_table(struct search_workspace *ws, uint64_t entries);

/* Starts a new search on ws's table: every entry is forgotten (in O(1)),
 * so no two trees or algorithms share one. */
void search_table_clear(struct search_workspace *ws);

/* Starts the next iteration of an iterative deepening on ws's table: the
 * tree searched next is another (a deeper horizon), so the entries stored
 * so far no longer bound its values; their best moves are still searched
 * first.  Entries of this iteration bound values as before. */
void search_table_next_iteration(struct search_workspace *ws);

/* Empties the workspace's history table (search_params.history): where a
 * search of another tree begins, so that a search's order depends on its
 * tree alone (iterations of one search share what the earlier learnt). */
void search_history_clear(struct search_workspace *ws);

/* Leaves between two calls of a workspace's poll. */
#define SEARCH_POLL_LEAVES ((uint64_t)1 << 16)

/* Makes every later search_root with ws call poll(arg) about every
 * SEARCH_POLL_LEAVES leaves it reads (at the next + , - or * node); a
 * nonzero answer abandons that search at once: search_root returns with
 * `abandoned` set, its value and counts meaningless.  For stopping a run
 * within a fraction of a second whatever one tree costs (a reader that
 * went away, an interrupt).  A search that polls costs one setjmp more. */
void search_workspace_poll(struct search_workspace *ws, int (*poll)(void *arg), void *arg);

/* Makes ws's poll come every `leaves` leaves (1 or more) instead of every
 * SEARCH_POLL_LEAVES: a budget of evaluations or nodes stops a search
 * within a leaf of it.  With `evaluations_too`, the static evaluations the
 * search's view makes count as leaves do (a time budget: a search ordered
 * by the evaluation may make tens of them a leaf it reads). */
void search_workspace_poll_every(struct search_workspace *ws, uint64_t leaves, int evaluations_too);

/* Searches the subtree at n with window [alpha, beta] (goal value); adds to *stats. */
value_t search_node(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, const struct node *n,
                    value_t alpha, value_t beta, struct search_stats *stats);

#define SEARCH_EVENT_MAX_DEPTH 64 /* the deepest node an event can name (SEARCH_MAX_DEPTH) */

/* What a traced search reports, event by event, in search order
 * (search_workspace_trace).  Values are scaled (tree.h). */
enum search_event_kind {
    EVENT_ENTER,   /* an inner node is searched with the window [alpha, beta] */
    EVENT_LEAF,    /* a leaf is read: value */
    EVENT_EXIT,    /* an inner node returns value (fail-soft at + and -, fail-hard at *: search.h) */
    EVENT_PROBE,   /* a * node's probe returned value; bound is the * node's bound after it */
    EVENT_CUTOFF   /* a node stops: the test `test` held between value and bound */
};
struct search_event {
    enum search_event_kind kind;
    const struct node *node;   /* the node entered, read or left; the * node of a probe; the node cut off */
    int position;              /* ENTER, LEAF: the node's position among its parent's children (0-based; -1: the
                                  root); PROBE: the position of the * node's child probed below */
    int via;                   /* ENTER, LEAF in a probe: the position of the probed child's parent (the * node's
                                  child), whose own ENTER never comes; otherwise -1 */
    enum node_kind via_kind;   /* with via: that parent's kind */
    int probing;               /* the event happens inside a probe search */
    value_t alpha, beta;       /* ENTER, CUTOFF: the node's window */
    value_t value;             /* LEAF, EXIT: the value; PROBE: the probe's result; CUTOFF: what was compared */
    value_t bound_num, bound_den; /* PROBE, CUTOFF: the bound, bound_num / bound_den (scaled units) */
    int side;                  /* CUTOFF: -1 low (the node is worth at most alpha), +1 high;
                                  PROBE: -1 the bound is an upper bound (below - nodes), +1 a lower one */
    const char *test;          /* CUTOFF: the test that held, in the paper's terms */
    int probe_test;            /* CUTOFF: a * node's probing phase cut it (search_stats.probe_cutoffs);
                                  0: its regular phase (regular_cutoffs) or a + or - node */
    uint64_t leaves;           /* leaves read so far by this search */
};

/* Makes every later search_root with ws report each event to event(arg,
 * e); NULL turns tracing off.  A traced search reads the children of a +
 * or - node one by one (no leaf scan), so every leaf is an event; its
 * values and counts are the untraced search's. */
void search_workspace_trace(struct search_workspace *ws,
                            void (*event)(void *arg, const struct search_event *e), void *arg);

struct search_result {
    value_t value;        /* the root's exact value, or with lower_bound_only a lower bound */
    int lower_bound_only; /* GOAL_MOVE: the last root child was cut off as strictly best */
    int best;             /* a + root: the search position of a best child; otherwise -1 */
    int abandoned;        /* the workspace's poll stopped the search (search_workspace_poll) */
    double probability;   /* METHOD_PRODUCT: the root's value by product propagation (value is
                             then 0: product propagation has no exact value) */
    /* Abandoned at a + root (METHOD_STAR): the root children searched
     * through before the poll stopped it, in search order (0: none), and
     * then in `best` and `value` the best of them and its exact value (the
     * first child's search is exact, and every later one's either exact
     * and better or a bound no better: alpha-beta at the root), and in
     * `through` the search's counts at the end of the last of them. */
    int root_done;
    struct search_stats through;
    /* A + root searched by METHOD_STAR, abandoned or not: the search's
     * counts at the end of its first root child (zero: none ended). */
    struct search_stats first_through;
};

/* Searches the root with window [L, U] and the params' goal.
 * METHOD_LOWER_BOUND (2-ply trees only) adds to stats->leaves the fewest
 * leaves any algorithm must examine to prove the root's value: its best *
 * child in full, and for every other * child the fewest - children whose
 * minima (one leaf each), with U for the rest, prove that child no better.
 * It is computed from the tree's values (an oracle, not a search).
 * METHOD_PRODUCT (a tree whose values lie in [0, 1]: L = 0, U = scale)
 * reads every leaf and backs up, in doubles, a + node's children's
 * values v_i as 1 - prod (1 - v_i), a - node's as prod v_i and a * node's
 * as their weighted mean: the probability of a win if the leaves' values
 * were independent win probabilities (Tzeng and Purdom's product
 * propagation); it chooses the first + root child of largest value. */
struct search_result search_root(struct search_workspace *ws, const struct tree *t,
                                 const struct search_params *params, struct search_stats *stats);

/* The principal line below the root move `move` (0-based; -1: the root
 * is no + node, and the line starts at the root): from that child, at + and
 * - nodes the first child whose exact value is the node's, at * nodes the
 * most probable outcome (the first of equals), down to a leaf.  A child's
 * value is searched here from the tree (by Star2, with the window of the
 * best child so far: exact where it beats it; counted nowhere): the
 * search's own bounds below the nodes it cut do not say which child is best.
 * Writes the 0-based positions from the root into positions[0..max) and
 * returns their number. */
int search_principal_line(struct search_workspace *ws, const struct tree *t, int move, int *positions, int max);

/* The root's k-th child in search order searched by params with window
 * [alpha, beta], as search_node (a bound outside the window), its counts
 * dropped; k must be below the root's number of children. */
value_t search_root_child_bound(struct search_workspace *ws, const struct tree *t, const struct search_params *params,
                                int k, value_t alpha, value_t beta);

/* The exact value of the root's k-th child in search order, exhaustively
 * (for checking a GOAL_MOVE result). */
value_t search_root_child_value(struct search_workspace *ws, const struct tree *t, int k);

/* The number of the root's children: 0 when the root is no + node or has
 * more than max. */
int search_root_child_count(struct search_workspace *ws, const struct tree *t, int max);

/* The exact values of the root's children in search order, into
 * values[0..), each searched with window [L, U] by params (exhaustive, or
 * a sound pruning search without a table or a cut: cheaper, as exact), its
 * counts dropped; returns their count, or 0 when the root is no + node or
 * has more than max children. */
int search_root_child_values(struct search_workspace *ws, const struct tree *t, const struct search_params *params,
                             value_t *values, int max);

#endif
