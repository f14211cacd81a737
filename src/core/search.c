/* search.c - see search.h.  Equation numbers refer to Ballard, "Search
 * procedures for perfect information trees containing chance nodes",
 * Duke CS-1982-8, sections 4, 5 and 7. */
#include "core/search.h"

#include "core/mcts.h"

#include <assert.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__extension__ typedef __int128 i128; /* products of two values (GCC, Clang) */

const struct algorithm ALGORITHMS[] = {
    { "minimax", METHOD_EXHAUSTIVE, 0, 0, "exhaustive *-minimax: every leaf, no pruning (the baseline)", 0, 0, 0, 0 },
    { "star1", METHOD_STAR, 0, 0, "Star1 (section 4): alpha-beta windows through * nodes, eq. (2)-(4), (22)", 0, 1, 0, 0 },
    { "star2", METHOD_STAR, 1, 0, "Star2 (section 5): probe one child of each - (or +) child of a * node, then Star1 with eq. (5)-(8)", 0, 1, 0, 0 },
    { "cyclic", METHOD_STAR, PROBES_FROM_OPTION, 0, "Star2 with K probing rounds (--probes K, default 2)", 0, 1, 0, 0 },
    { "star25", METHOD_STAR, PROBE_FACTOR_FROM_OPTION, NEEDS_NAMING,
      "Star2.5 (Hauk et al.): probe up to K children of each outcome in turn (--probe-factor K, default 2; "
      "named only)", 0, 1, 0, 0 },
    { "cpc", METHOD_STAR, 1, NEEDS_NAMING | NEEDS_CUT_FIT,
      "ChanceProbCut (Schadd et al.) on Star2: forward pruning, may return another value (a game, "
      "--cut-fit FILE; named only)", 1, 1, 0, 0 },
    { "bound", METHOD_LOWER_BOUND, 0, NEEDS_TWO_PLIES | NEEDS_GOAL_VALUE | NEEDS_FULLER | NEEDS_LEAVES,
      "lower bound: fewest leaves that prove the + node's value (oracle, not a search; -D 2, fuller)", 0, 0, 0, 0 },
    { "product", METHOD_PRODUCT, 0, NEEDS_PROBABILITIES | NEEDS_GOAL_VALUE | NEEDS_NAMING,
      "product propagation (seed paper 002): every leaf; + 1-prod(1-v), - prod v, * mean (nau, pearl; named only)", 0, 0, 0, 0 },
    { "mcts", METHOD_MCTS, 0, NEEDS_GOAL_VALUE | NEEDS_NAMING,
      "Monte Carlo tree search with chance nodes (UCT, --playouts K, --exploration C): neither value nor move "
      "exact, its move judged (named only)", 1, 0, 0, 0 },
    { "expectimax", METHOD_EXHAUSTIVE, 0, NEEDS_NAMING,
      "exhaustive *-minimax with the transposition table (--table N) and iterative deepening (--iterate) where "
      "given: the fair baseline of searches that use them (named only)", 0, 1, 0, 0 },
    { "mcms", METHOD_STAR, 1, NEEDS_NAMING,
      "Monte Carlo *-minimax (Lanctot et al.): Star2 on the tree with --samples C draws at each * node; "
      "neither value nor move exact, its move judged (named only)", 1, 1, 1, 0 },
    { "star2pvs", METHOD_STAR, 1, NEEDS_NAMING,
      "Star2 with NegaScout windows at + and - nodes: each child after the first searched with a null window, "
      "again in full where it fails inside (seed paper 003; named only)", 0, 1, 0, 1 },
};
const int ALGORITHM_COUNT = (int)(sizeof ALGORITHMS / sizeof ALGORITHMS[0]);
const struct search_params SEARCH_EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE, .goal = GOAL_VALUE };
const struct search_params SEARCH_STAR2 = { .method = METHOD_STAR, .probe_rounds = 1, .goal = GOAL_VALUE };
const char *const SEARCH_GOAL_NAMES[] = { "value", "move" };
const char *const BUDGET_KIND_NAMES[] = { "", "evals", "nodes", "time" };
const char *const SEARCH_CUTOFF_NAMES[SEARCH_CUTOFF_COUNT] = { "inclusive", "strict" };

int algorithm_find(const char *name)
{
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        if (strcmp(ALGORITHMS[i].name, name) == 0) return i;
    return -1;
}

struct search_params algorithm_params(const struct algorithm *a, int probes, int probe_factor)
{
    int rounds = a->probe_rounds;
    return (struct search_params){ .method = a->method,
                                   .probe_rounds = rounds == PROBES_FROM_OPTION ? probes
                                                   : rounds == PROBE_FACTOR_FROM_OPTION ? probe_factor : rounds,
                                   .probe_by_outcome = rounds == PROBE_FACTOR_FROM_OPTION, .pvs = a->pvs,
                                   .goal = GOAL_VALUE, .cutoff = CUTOFF_INCLUSIVE };
}

int algorithm_plays(const struct algorithm *a)
{
    return a->method == METHOD_STAR || a->method == METHOD_EXHAUSTIVE || a->method == METHOD_MCTS;
}

void algorithm_search_names(char *buf, size_t len)
{
    int n = 0;
    buf[0] = '\0';
    for (int i = 0, k = 0; i < ALGORITHM_COUNT && n >= 0 && (size_t)n < len; i++)
        if (algorithm_plays(&ALGORITHMS[i]))
            n += snprintf(buf + n, len - (size_t)n, "%s%s", k++ ? ", " : "", ALGORITHMS[i].name);
}

/* Scratch for the node being searched at each depth.  A node uses only its
 * own level's arrays; its descendants use deeper levels. */
struct level_scratch {
    int *cursor_scratch;
    struct node *children;     /* * nodes: every child, in search order */
    value_t *weight, *lo, *hi; /* * nodes: each child's weight and known bounds on its value */
    struct tree_cursor *probe; /* * nodes: a cursor over each child's children (probing) */
    int *probe_scratch;        /* their scratch, a row per child */
    int probe_stride;          /* ints per row: the scratch of a cursor one level deeper */
    int *order;                /* + and - nodes reordered (probes, history, the table): the search order */
    uint64_t *move_key;        /* + and - nodes ordered by history: each child's move (tree_move_key) */
    uint64_t *credit;          /* and its credit in the history table */
    int max_children, scratch; /* what this level was made for (tree_children_at, tree_scratch_at) */
};

#define SEARCH_MAX_DEPTH SEARCH_EVENT_MAX_DEPTH /* deepest tree a workspace takes (generated trees reach 15) */
#define HISTORY_SLOTS 4096 /* the history table's: a move's slot is its key's hash, the last move there keeps it */

struct search_workspace {
    struct level_scratch level[SEARCH_MAX_DEPTH];
    int depth, max_children;
    value_t *minima;        /* lower bound: the - nodes' reductions, a row per * child */
    uint64_t *star_leaves;  /* lower bound: the leaves below each * child */
    /* Polling (search_workspace_poll): the search calls poll once its
     * leaf count reaches poll_at (UINT64_MAX: never), and leaves through
     * `abandon` (set by search_root) when poll says so. */
    int (*poll)(void *arg);
    void *poll_arg;
    uint64_t poll_at, poll_every; /* poll_every: leaves between polls (search_workspace_poll_every) */
    int poll_evaluations;         /* evaluations count as leaves do between polls */
    jmp_buf abandon;
    void (*trace)(void *arg, const struct search_event *e); /* search_workspace_trace */
    void *trace_arg;
    /* The transposition table (search_workspace_table): entries stamped
     * before table_first belong to an earlier search and are empty; those
     * stamped table_first .. table_stamp - 1 to earlier iterations of this
     * one (their best moves only); table_stamp is this iteration. */
    struct table_entry *table;
    uint64_t table_size, table_first, table_stamp;
    /* The history heuristic's table (search_params.history): per slot a
     * move's key and its credit, kept until search_history_clear. */
    struct history_slot {
        uint64_t key, credit;
    } history[HISTORY_SLOTS];
    /* A + root's children searched through so far (search_result.root_done):
     * kept here, not in search_root's locals, which longjmp leaves
     * indeterminate. */
    struct root_progress {
        int done, best;        /* children searched through; the best one's position */
        value_t value;         /* its exact value */
        struct search_stats through; /* the search's counts when the last of them ended */
        struct search_stats first;   /* and when the first ended */
    } root_progress;
};

/* What a search proved about one node: lo <= its value <= hi, and the
 * position of its best child as its cursor hands them out (-1: none). */
struct table_entry {
    uint64_t id;
    int64_t path;
    uint64_t stamp;
    value_t lo, hi;
    int32_t depth, best;
};

void search_workspace_free(struct search_workspace *ws)
{
    if (!ws) return;
    for (int d = 0; d < ws->depth; d++) {
        struct level_scratch *s = &ws->level[d];
        free(s->cursor_scratch);
        free(s->children);
        free(s->weight);
        free(s->lo);
        free(s->hi);
        free(s->probe);
        free(s->probe_scratch);
        free(s->order);
        free(s->move_key);
        free(s->credit);
    }
    free(ws->minima);
    free(ws->star_leaves);
    free(ws->table);
    free(ws);
}

int search_workspace_table(struct search_workspace *ws, uint64_t entries)
{
    free(ws->table);
    ws->table = NULL;
    ws->table_size = 0;
    if (entries == 0) return 0;
    if (entries > SIZE_MAX / sizeof *ws->table || !(ws->table = calloc((size_t)entries, sizeof *ws->table))) return -1;
    ws->table_size = entries;
    ws->table_first = ws->table_stamp = 1; /* calloc's stamps, 0, are empty */
    return 0;
}

void search_table_clear(struct search_workspace *ws)
{
    ws->table_first = ++ws->table_stamp;
}

void search_table_next_iteration(struct search_workspace *ws)
{
    ++ws->table_stamp;
}

void search_history_clear(struct search_workspace *ws)
{
    memset(ws->history, 0, sizeof ws->history);
}

static struct history_slot *history_slot(struct search_workspace *ws, uint64_t key)
{
    return &ws->history[mix64(key) & (HISTORY_SLOTS - 1)];
}

struct search_workspace *search_workspace_new(const struct tree *t)
{
    if (t->depth < 0 || t->depth > SEARCH_MAX_DEPTH) return NULL;
    struct search_workspace *ws = calloc(1, sizeof *ws);
    if (!ws) return NULL;
    size_t b = (size_t)t->max_children;
    if (b == 0) b = 1;
    ws->depth = t->depth;
    ws->poll_at = UINT64_MAX;
    ws->poll_every = SEARCH_POLL_LEAVES;
    ws->max_children = t->max_children;
    int ok = 1;
    if (t->depth == 3 && !t->max_children_at) { /* the lower bound's (regular 2-ply trees only) */
        ok = (ws->minima = malloc(b * b * sizeof *ws->minima)) != NULL
             && (ws->star_leaves = malloc(b * sizeof *ws->star_leaves)) != NULL;
    }
    /* Large levels (a game's move lists) cost what their cursors touch:
     * calloc'd memory is mapped, not written, until used. */
    for (int d = 0; ok && d < t->depth; d++) {
        struct level_scratch *s = &ws->level[d];
        s->max_children = tree_children_at(t, d);
        s->scratch = tree_scratch_at(t, d);
        s->probe_stride = d + 1 < t->depth ? tree_scratch_at(t, d + 1) : 0;
        b = (size_t)(s->max_children > 0 ? s->max_children : 1);
        ok = (s->cursor_scratch = calloc((size_t)s->scratch + 1, sizeof *s->cursor_scratch))
             && (s->children = malloc(b * sizeof *s->children))
             && (s->weight = malloc(b * sizeof *s->weight))
             && (s->lo = malloc(b * sizeof *s->lo))
             && (s->hi = malloc(b * sizeof *s->hi))
             && (s->probe = malloc(b * sizeof *s->probe))
             && (s->probe_scratch = calloc(b * (size_t)s->probe_stride + 1, sizeof *s->probe_scratch))
             && (s->order = malloc(b * sizeof *s->order))
             && (s->move_key = malloc(b * sizeof *s->move_key))
             && (s->credit = malloc(b * sizeof *s->credit));
    }
    if (!ok) {
        search_workspace_free(ws);
        return NULL;
    }
    return ws;
}

/* Whether ws was made for trees as deep and wide as t (or larger). */
static int workspace_fits(const struct search_workspace *ws, const struct tree *t)
{
    if (t->depth > ws->depth) return 0;
    for (int d = 0; d < t->depth; d++) {
        const struct level_scratch *s = &ws->level[d];
        if (tree_children_at(t, d) > s->max_children || tree_scratch_at(t, d) > s->scratch
            || (d + 1 < t->depth && tree_scratch_at(t, d + 1) > s->probe_stride))
            return 0;
    }
    return 1;
}

struct search {
    struct search_workspace *ws;
    const struct tree *t;
    const struct search_params *params;
    struct search_stats *stats;
    struct search_result *root;  /* where a search from the root reports its best child */
    int traced;                  /* ws->trace is set: report events (search_workspace_trace) */
    int tabled;                  /* params->table and ws has a table: table_search every inner node */
    int position, via;           /* traced: where the node searched next stands (search_event) */
    enum node_kind via_kind;
    int probing;                 /* traced: probe searches under way */
};

void search_workspace_trace(struct search_workspace *ws,
                            void (*event)(void *arg, const struct search_event *e), void *arg)
{
    ws->trace = event;
    ws->trace_arg = arg;
}

/* Reports event e (traced searches only), with what the search knows:
 * whether a probe is under way and the leaves read so far. */
static void report_event(struct search *s, struct search_event e)
{
    e.probing = s->probing > 0;
    e.leaves = s->stats->leaves;
    s->ws->trace(s->ws->trace_arg, &e);
}

/* An entry, leaf or exit, at the position next_at gave. */
static void report(struct search *s, enum search_event_kind kind, const struct node *n, value_t alpha, value_t beta,
                   value_t value)
{
    report_event(s, (struct search_event){ .kind = kind, .node = n, .position = s->position, .via = s->via,
                                           .via_kind = s->via_kind, .alpha = alpha, .beta = beta, .value = value });
}

/* A cutoff: `test` held between value and bound_num / bound_den. */
static void report_cutoff(struct search *s, const struct node *n, value_t alpha, value_t beta, int side,
                          const char *test, value_t value, value_t bound_num, value_t bound_den, int probe_test)
{
    report_event(s, (struct search_event){ .kind = EVENT_CUTOFF, .node = n, .position = -1, .via = -1,
                                           .alpha = alpha, .beta = beta, .value = value, .bound_num = bound_num,
                                           .bound_den = bound_den, .side = side, .test = test,
                                           .probe_test = probe_test });
}

/* The next node searched stands at `position` among its parent's
 * children (via: its parent's position, when a probe skips the parent). */
static inline void next_at(struct search *s, int position, int via)
{
    if (!s->traced) return;
    s->position = position;
    s->via = via;
}

/* Every count of struct search_stats, named once for the sums below. */
#define SEARCH_STATS_COUNTS(X) X(leaves) X(nodes) X(evaluations) X(probe_cutoffs) X(regular_cutoffs) X(table_hits) \
    X(table_chance_hits) X(table_stores) X(table_replacements) X(forward_cutoffs) X(shallow_searches)

void search_stats_add(struct search_stats *sum, const struct search_stats *s)
{
#define ADD_COUNT(count) sum->count += s->count;
    SEARCH_STATS_COUNTS(ADD_COUNT)
#undef ADD_COUNT
}

void search_stats_subtract(struct search_stats *from, const struct search_stats *s)
{
#define SUBTRACT_COUNT(count) from->count -= s->count;
    SEARCH_STATS_COUNTS(SUBTRACT_COUNT)
#undef SUBTRACT_COUNT
}

void search_workspace_poll(struct search_workspace *ws, int (*poll)(void *arg), void *arg)
{
    ws->poll = poll;
    ws->poll_arg = arg;
}

void search_workspace_poll_every(struct search_workspace *ws, uint64_t leaves, int evaluations_too)
{
    ws->poll_every = leaves;
    ws->poll_evaluations = evaluations_too;
}

/* The work the poll counts: leaves read, and evaluations made where asked. */
static inline uint64_t poll_work(const struct search_workspace *ws, const struct search_stats *stats)
{
    return stats->leaves + (ws->poll_evaluations ? stats->evaluations : 0);
}

/* Called at every inner node: one comparison, unless poll_every more
 * leaves (and evaluations) have been read since the last poll.  The search
 * keeps no state outside the workspace and the stats, so leaving it by
 * longjmp loses nothing that the caller still needs (search_root says the
 * result is abandoned). */
static inline void poll_now_and_then(struct search *s)
{
    struct search_workspace *ws = s->ws;
    if (poll_work(ws, s->stats) < ws->poll_at) return;
    ws->poll_at = poll_work(ws, s->stats) + ws->poll_every;
    if (ws->poll(ws->poll_arg)) longjmp(ws->abandon, 1);
}

static value_t minimax_node(struct search *s, const struct node *n);
static value_t traced_minimax(struct search *s, const struct node *n);

/* Exhaustive *-minimax: the definition, with no window (minimax_node; when
 * traced, with entry and exit reported). */
static value_t table_minimax(struct search *s, const struct node *n);

static inline __attribute__((always_inline)) value_t minimax(struct search *s, const struct node *n)
{
    if (__builtin_expect(s->tabled, 0) && n->kind != NODE_LEAF) return table_minimax(s, n);
    return __builtin_expect(s->traced, 0) ? traced_minimax(s, n) : minimax_node(s, n);
}

static value_t traced_minimax(struct search *s, const struct node *n)
{
    int leaf = n->kind == NODE_LEAF;
    if (!leaf) report(s, EVENT_ENTER, n, s->t->lo, s->t->hi, 0);
    value_t v = minimax_node(s, n);
    report(s, leaf ? EVENT_LEAF : EVENT_EXIT, n, 0, 0, v);
    return v;
}

/* The table's slot for n. */
static struct table_entry *table_slot(const struct search_workspace *ws, const struct node *n)
{
    return &ws->table[tree_node_hash(n) % ws->table_size];
}

static int table_holds(const struct table_entry *e, const struct node *n)
{
    return e->id == n->id && e->path == n->path && e->depth == n->depth;
}

/* Exhaustive *-minimax with the table (an algorithm that is `tabled`,
 * search_params.table): an entry of this iteration that holds n's exact
 * value answers for it (the root excepted: it must name its best child);
 * otherwise n's value is searched and stored, exact (lo = hi). */
static value_t table_minimax(struct search *s, const struct node *n)
{
    struct search_workspace *ws = s->ws;
    struct table_entry *e = table_slot(ws, n);
    if (table_holds(e, n) && e->stamp == ws->table_stamp && e->lo == e->hi && n->depth > 0) {
        s->stats->table_hits++;
        s->stats->table_chance_hits += n->kind == NODE_CHANCE;
        return e->lo;
    }
    value_t v = s->traced ? traced_minimax(s, n) : minimax_node(s, n);
    if (!table_holds(e, n) && e->stamp >= ws->table_first) s->stats->table_replacements++;
    *e = (struct table_entry){ .id = n->id, .path = n->path, .stamp = ws->table_stamp, .lo = v, .hi = v,
                               .depth = n->depth, .best = -1 };
    s->stats->table_stores++;
    return v;
}

static value_t minimax_node(struct search *s, const struct node *n)
{
    s->stats->nodes++;
    if (n->kind == NODE_LEAF) {
        s->stats->leaves++;
        return tree_leaf_value(s->t, n);
    }
    struct tree_cursor c;
    struct node child;
    value_t w, best = 0, sum = 0;
    poll_now_and_then(s);
    tree_open(s->t, n, &c, s->ws->level[n->depth].cursor_scratch);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        next_at(s, k, -1);
        value_t v = minimax(s, &child);
        sum += w * v;
        if (k == 0 || (n->kind == NODE_MAX ? v > best : v < best)) {
            best = v;
            if (n->depth == 0 && s->root && n->kind == NODE_MAX) s->root->best = k;
        }
    }
    if (n->kind != NODE_CHANCE) return best;
    assert(sum % c.total == 0); /* the scale makes every chance mean an integer */
    return sum / c.total;
}

static value_t search(struct search *s, const struct node *n, value_t alpha, value_t beta);
/* Product propagation below n (search_root, METHOD_PRODUCT): values in
 * [0, 1] as doubles, in the tree's order, every leaf counted. */
static double product_node(struct search *s, const struct node *n)
{
    s->stats->nodes++;
    if (n->kind == NODE_LEAF) {
        s->stats->leaves++;
        return (double)tree_leaf_value(s->t, n) / (double)s->t->scale;
    }
    struct tree_cursor c;
    struct node child;
    value_t w;
    double product = 1, best = 0, sum = 0;
    poll_now_and_then(s);
    tree_open(s->t, n, &c, s->ws->level[n->depth].cursor_scratch);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        double v = product_node(s, &child);
        product *= n->kind == NODE_MAX ? 1 - v : v; /* + : the chance that every child loses */
        sum += (double)w * v;
        if (n->depth == 0 && s->root && n->kind == NODE_MAX && (k == 0 || v > best)) {
            best = v;
            s->root->best = k;
        }
    }
    if (n->kind == NODE_CHANCE) return sum / (double)c.total;
    return n->kind == NODE_MAX ? 1 - product : product;
}

/* The probing phase (Star2, section 5; cyclic probing when rounds > 1).
 * Probing a child of a - outcome yields an upper bound on that - node (a
 * min is at most any of its children); probing below a + outcome yields a
 * lower bound.  Round r probes the r-th child of every outcome in turn and
 * tightens that outcome's bound.  The * node's value is the weighted mean
 * of its outcomes, so once sum w_i hi_i <= W*alpha (eq. (5), with weights
 * as in eq. (22)) it is worth at most alpha and is cut off; symmetrically
 * once sum w_i lo_i >= W*beta.  Returns the side it cut off on.
 *
 * Ballard's * nodes have outcomes of one kind, all - (or all +).  A game
 * can mix them (Pig: a 1 passes the turn, a 2-6 keeps it; a roll that wins
 * is a leaf), so each outcome is probed by its own kind: a - outcome's
 * upper bound serves the test against alpha, a + outcome's lower bound the
 * test against beta, and an outcome of another kind (a leaf, a * node) is
 * not probed (its bounds stay L and U until the regular phase).  With one
 * kind this is Ballard's procedure, probe for probe.
 *
 * Probing runs only when it can pay: - outcomes only if alpha > L.  With
 * alpha == L a probe cutoff needs every probe to return L exactly, and the
 * best-case figures of Table II (e.g. 5 leaves, not 7, for N = 2) show
 * that Ballard's Star2 does not probe while no alpha has been established;
 * + outcomes likewise only if beta < U. */
enum cutoff { NO_CUTOFF, CUT_LOW, CUT_HIGH };

/* The scratch of the cursor over the i-th child's children (probing). */
static int *probe_scratch(const struct level_scratch *ls, int i)
{
    return ls->probe_scratch + (size_t)i * (size_t)ls->probe_stride;
}

/* Which outcomes a probe can help (see above): - outcomes when alpha > L,
 * + outcomes when beta < U. */
struct probe_sides {
    int below_min, below_max;
};

static int probed(const struct level_scratch *ls, struct probe_sides sides, int i)
{
    enum node_kind kind = ls->children[i].kind;
    return kind == NODE_MIN ? sides.below_min : kind == NODE_MAX ? sides.below_max : 0;
}

/* Opens the probing cursors of the probed outcomes among [from, to). */
static void open_probes(const struct tree *t, struct level_scratch *ls, struct probe_sides sides, int from, int to)
{
    for (int i = from; i < to; i++)
        if (probed(ls, sides, i)) tree_open(t, &ls->children[i], &ls->probe[i], probe_scratch(ls, i));
}

/* The next probe of outcome i into *probe; 0 when it has no more children.
 * With one probe per outcome (Star2) a probe reads only the outcome's
 * first child, which a source may find without a cursor
 * (tree_first_child: a game generates one move, not every move).  The
 * cursors of the probed outcomes among [*opened, b) are open.  From the
 * first outcome the source cannot answer alone, every later one is opened
 * at once, as the probing phase opens them all without the shortcut: a
 * cursor that sorts its children evaluates them when opened, so the
 * evaluations counted are those of opening every cursor (opened lazily, an
 * outcome cut off before its probe would not be sorted: fewer). */
static int next_probe(const struct tree *t, struct level_scratch *ls, struct probe_sides sides, int i, int *opened,
                      struct node *probe, value_t *unit)
{
    if (i < *opened) {
        if (tree_first_child(t, &ls->children[i], probe_scratch(ls, i), probe, unit)) return 1;
        open_probes(t, ls, sides, i, *opened);
        *opened = i;
    }
    return tree_next(&ls->probe[i], probe, unit);
}

/* One probe of outcome i (weight w_i), the child `probe` of it, searched
 * with the window that decides its side's test at once (eq. (6)-(7)): a
 * result past `cut` makes w_i * result + (the others' bounds) reach the
 * target.  Its other side stays at U (L): a fail-high result below a -
 * outcome would be only a lower bound on the probed node, and so no upper
 * bound on the outcome.  Tightens the outcome's bound and its side's sum;
 * returns whether that sum now reaches the target. */
static int probe_outcome(struct search *s, const struct node *n, int i, const struct node *probe, int round,
                         value_t total, value_t alpha, value_t beta, value_t *sum_lo, value_t *sum_hi)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    const int below_min = ls->children[i].kind == NODE_MIN;
    value_t *bound = below_min ? ls->hi : ls->lo, *bound_sum = below_min ? sum_hi : sum_lo;
    const value_t target = total * (below_min ? alpha : beta), w_i = ls->weight[i];
    value_t rest = *bound_sum - w_i * bound[i], w;
    next_at(s, round, i);
    s->via_kind = ls->children[i].kind;
    s->probing += s->traced;
    if (below_min) {
        value_t cut = value_floor_div(target - rest, w_i);
        w = search(s, probe, cut > t->lo ? cut : t->lo, t->hi);
    } else {
        value_t cut = value_ceil_div(target - rest, w_i);
        w = search(s, probe, t->lo, cut < t->hi ? cut : t->hi);
    }
    s->probing -= s->traced;
    if (below_min ? w < bound[i] : w > bound[i]) {
        *bound_sum += w_i * (w - bound[i]);
        bound[i] = w;
    }
    if (s->traced)
        report_event(s, (struct search_event){ .kind = EVENT_PROBE, .node = n, .position = i, .via = -1,
                                               .alpha = alpha, .beta = beta, .value = w, .bound_num = *bound_sum,
                                               .bound_den = total, .side = below_min ? -1 : 1 });
    if (below_min ? *bound_sum > target : *bound_sum < target) return 0;
    s->stats->probe_cutoffs++;
    if (s->traced)
        report_cutoff(s, n, alpha, beta, below_min ? -1 : 1,
                      below_min ? "bound <= value: the * node's upper bound <= alpha (eq. 5)"
                                : "bound >= value: the * node's lower bound >= beta",
                      below_min ? alpha : beta, *bound_sum, total, 1);
    return 1;
}

static enum cutoff probe_phase(struct search *s, const struct node *n, int b, value_t total,
                               value_t alpha, value_t beta, value_t *sum_lo, value_t *sum_hi)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    const struct probe_sides sides = { alpha > t->lo, beta < t->hi };
    int any = 0;
    for (int i = 0; i < b && !any; i++) any = probed(ls, sides, i);
    if (!any) return NO_CUTOFF;
    int opened = s->params->probe_rounds == 1 && t->ops->first_child ? b : 0; /* see next_probe */
    open_probes(t, ls, sides, opened, b);

    /* Probe r of outcome i is its r-th child.  Ballard's cyclic probing
     * takes them round by round (the r-th of every outcome in round r) and
     * stops after a round in which no outcome had an r-th child; Star2.5
     * outcome by outcome (the first K of one, then of the next). */
    const int by_outcome = s->params->probe_by_outcome;
    const int outer_count = by_outcome ? b : s->params->probe_rounds;
    const int inner_count = by_outcome ? s->params->probe_rounds : b;
    for (int outer = 0; outer < outer_count; outer++) {
        int any_probe = 0;
        for (int inner = 0; inner < inner_count; inner++) {
            int round = by_outcome ? inner : outer, i = by_outcome ? outer : inner;
            struct node probe;
            value_t unit;
            if (!probed(ls, sides, i) || !next_probe(t, ls, sides, i, &opened, &probe, &unit)) continue;
            any_probe = 1;
            if (probe_outcome(s, n, i, &probe, round, total, alpha, beta, sum_lo, sum_hi))
                return ls->children[i].kind == NODE_MIN ? CUT_LOW : CUT_HIGH;
        }
        if (!by_outcome && !any_probe) break;
    }
    return NO_CUTOFF;
}

/* The band [*lo, *hi] that ChanceProbCut predicts for an outcome of kind
 * `kind` with d move levels below it, from its shallow value v: for our
 * side a + b v -+ t sigma at a + outcome, -a + b v -+ t sigma at a - one
 * (zero-sum), rounded outwards and clipped to [L, U].  b v in 128 bits. */
static void cut_band(const struct chance_cut *cut, int d, enum node_kind kind, value_t v, const struct tree *t,
                     value_t *lo, value_t *hi)
{
    const i128 scaled = (i128)cut->slope[d] * v, unit = CHANCE_CUT_SLOPE_UNIT, q = scaled / unit;
    const int inexact = scaled % unit != 0; /* then floor and ceil are q and q + 1, or q - 1 and q below 0 */
    const value_t a = kind == NODE_MAX ? cut->offset[d] : -cut->offset[d];
    const i128 low = a + q - (inexact && scaled < 0) - cut->margin[d];
    const i128 high = a + q + (inexact && scaled > 0) + cut->margin[d];
    *lo = low < t->lo ? t->lo : low > t->hi ? t->hi : (value_t)low;
    *hi = high > t->hi ? t->hi : high < t->lo ? t->lo : (value_t)high;
}

/* ChanceProbCut (search_params.cut, struct chance_cut): each outcome of
 * the * node n searched shallow gives a band that its value is predicted
 * to lie in; once the bands prove the mean <= alpha or >= beta, as probes'
 * bounds do in eq. (5), n is cut off.  Returns the side it cut off on.
 * Runs only where a cut can happen (a window inside [L, U]), a fit applies
 * (the outcomes share n's move levels above: a * node adds none) and every
 * outcome is a + or - node. */
static enum cutoff chance_cut_phase(struct search *s, const struct node *n, int b, value_t total, value_t alpha,
                                    value_t beta)
{
    const struct tree *t = s->t;
    const struct chance_cut *cut = s->params->cut;
    const struct level_scratch *ls = &s->ws->level[n->depth];
    if (alpha <= t->lo && beta >= t->hi) return NO_CUTOFF;
    int d = cut->horizon - t->ops->moves_above(t, n);
    if (d < 0 || d > CHANCE_CUT_MAX_DEPTH || !cut->applies[d]) return NO_CUTOFF;
    for (int i = 0; i < b; i++)
        if (ls->children[i].kind != NODE_MAX && ls->children[i].kind != NODE_MIN) return NO_CUTOFF;
    /* The shallow search: the algorithm itself, exact in the shallow tree
     * (window [L, U]), without the cut or the table (the shallow tree's
     * values are not the searched tree's under the same handles). */
    struct search_params shallow = *s->params;
    shallow.cut = NULL;
    shallow.table = 0;
    shallow.goal = GOAL_VALUE;
    value_t sum_lo = total * t->lo, sum_hi = total * t->hi;
    for (int i = 0; i < b; i++) {
        const struct node *outcome = &ls->children[i];
        value_t v = search_node(s->ws, cut->shallow, &shallow, outcome, t->lo, t->hi, s->stats), lo, hi;
        s->stats->shallow_searches++;
        cut_band(cut, d, outcome->kind, v, t, &lo, &hi);
        sum_lo += ls->weight[i] * (lo - t->lo);
        sum_hi -= ls->weight[i] * (t->hi - hi);
        if (sum_hi <= total * alpha || sum_lo >= total * beta) {
            s->stats->forward_cutoffs++;
            return sum_hi <= total * alpha ? CUT_LOW : CUT_HIGH;
        }
    }
    return NO_CUTOFF;
}

/* A * node: Star1 with the bounds that probing found (Star1 itself when no
 * probing is done), with outcome weights w_i summing to W. */
static value_t chance_node(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    struct tree_cursor c;
    int b = 0;
    poll_now_and_then(s);
    tree_open(t, n, &c, ls->cursor_scratch);
    while (tree_next(&c, &ls->children[b], &ls->weight[b])) b++;
    const value_t total = c.total;

    /* 1. Nothing seen yet: every child lies in [L, U]. */
    for (int i = 0; i < b; i++) {
        ls->lo[i] = t->lo;
        ls->hi[i] = t->hi;
    }
    value_t sum_lo = total * t->lo, sum_hi = total * t->hi;

    /* 2. ChanceProbCut (forward pruning), when asked: may cut off. */
    if (s->params->cut) {
        enum cutoff cut = chance_cut_phase(s, n, b, total, alpha, beta);
        if (cut != NO_CUTOFF) return cut == CUT_LOW ? alpha : beta;
    }

    /* 3. Probing phase: tightens the bounds, may cut off. */
    if (s->params->probe_rounds > 0) {
        enum cutoff cut = probe_phase(s, n, b, total, alpha, beta, &sum_lo, &sum_hi);
        if (cut != NO_CUTOFF) return cut == CUT_LOW ? alpha : beta;
    }

    /* 4. Regular phase, left to right.  Before searching child i,
     *    A_i = W*alpha - (w_1 V_1 + ... + w_{i-1} V_{i-1}) - (w_{i+1} hi_{i+1} + ... + w_b hi_b)
     *    B_i = W*beta  - (w_1 V_1 + ... + w_{i-1} V_{i-1}) - (w_{i+1} lo_{i+1} + ... + w_b lo_b)
     * (eq. (2a), (2b), (6), weighted as in eq. (22)).  w_i V_i <= A_i proves
     * the mean <= alpha even if every later child reaches its upper bound;
     * w_i V_i >= B_i proves it >= beta.  With integer values that is
     * V_i <= floor(A_i / w_i) and V_i >= ceil(B_i / w_i), so the child is
     * searched with that window clipped to [L, U] (Star1's AX, BX).  The
     * window is never empty: had the earlier children not cut off, A_i <
     * w_i hi_i and B_i > w_i lo_i.
     *
     * The strict reading cuts only when w_i V_i < A_i or > B_i, with the
     * same windows.  A tie (w_i V_i == A_i exactly) then goes on: every
     * later child's A_j is w_j hi_j, so it fails low on its first leaf at
     * hi_j, ties again, and the node returns exactly alpha - still a correct
     * fail-hard result (its value is <= alpha), at the cost of those leaves;
     * symmetrically at B_i. */
    const int strict = s->params->cutoff == CUTOFF_STRICT;
    value_t seen = 0;
    for (int i = 0; i < b; i++) {
        value_t w_i = ls->weight[i];
        sum_lo -= w_i * ls->lo[i];
        sum_hi -= w_i * ls->hi[i];
        value_t a_i = total * alpha - seen - sum_hi;
        value_t b_i = total * beta - seen - sum_lo;
        value_t child_alpha = value_floor_div(a_i, w_i), child_beta = value_ceil_div(b_i, w_i);
        next_at(s, i, -1);
        value_t v = search(s, &ls->children[i], child_alpha > t->lo ? child_alpha : t->lo,
                           child_beta < t->hi ? child_beta : t->hi);
        int cut_low = strict ? w_i * v < a_i : w_i * v <= a_i;
        int cut_high = strict ? w_i * v > b_i : w_i * v >= b_i;
        if (cut_low || cut_high) {
            s->stats->regular_cutoffs++;
            if (s->traced) {
                static const char *const TESTS[2][2] = {
                    { "value <= bound: V_i <= A_i/w_i (eq. 2)", "value >= bound: V_i >= B_i/w_i (eq. 3)" },
                    { "value < bound: V_i < A_i/w_i (strict)", "value > bound: V_i > B_i/w_i (strict)" },
                };
                report_cutoff(s, n, alpha, beta, cut_low ? -1 : 1, TESTS[strict][!cut_low], v, cut_low ? a_i : b_i,
                              w_i, 0);
            }
            return cut_low ? alpha : beta;
        }
        seen += w_i * v;
    }
    assert(seen % total == 0); /* the scale makes every chance mean an integer */
    return seen / total;
}

/* A + or - node (not the root) whose children are leaves, scanned by the
 * source: alpha-beta there is a scan that stops once the minimum reaches
 * alpha (a - node) or the maximum reaches beta (a + node); the bound on
 * the other side decides nothing below.  It returns the value it stopped
 * on, fail-soft as search() does.  Most visited leaves are read here. */
static value_t scan_leaf_children(struct search *s, struct tree_cursor *c, int is_min, value_t alpha, value_t beta)
{
    uint64_t read;
    value_t best = tree_scan_leaves(c, is_min, is_min ? alpha : beta, &read);
    s->stats->nodes += read;
    s->stats->leaves += read;
    return best;
}

static value_t search_body(struct search *s, const struct node *n, value_t alpha, value_t beta);

static value_t traced_search(struct search *s, const struct node *n, value_t alpha, value_t beta);

/* Searches n with [alpha, beta]: search_body, or when traced with its
 * entry and exit reported.  Inlined at every call, so an untraced search
 * pays one test of a flag per node and no extra call. */
static inline __attribute__((always_inline)) value_t search(struct search *s, const struct node *n, value_t alpha,
                                                            value_t beta)
{
    return __builtin_expect(s->traced, 0) ? traced_search(s, n, alpha, beta) : search_body(s, n, alpha, beta);
}

static value_t traced_search(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    int leaf = n->kind == NODE_LEAF;
    if (!leaf) report(s, EVENT_ENTER, n, alpha, beta, 0);
    value_t v = search_body(s, n, alpha, beta);
    report(s, leaf ? EVENT_LEAF : EVENT_EXIT, n, alpha, beta, v);
    return v;
}

/* Whether the * child i ranks before the * child j for a node of kind
 * `kind`: its probed mean lo[i] / hi[i] is better (the weights' sums hi
 * are positive; the products fit in 128 bits). */
static int ranks_before(const struct level_scratch *ls, enum node_kind kind, int i, int j)
{
    i128 x = (i128)ls->lo[i] * ls->hi[j], y = (i128)ls->lo[j] * ls->hi[i];
    return kind == NODE_MAX ? x > y : x < y;
}

/* Section 7.4's variant (search_params.rank_probes), for the + or - node n
 * whose `count` children are in its level's children: when every child is
 * a * node, each one's first rank_probes children are searched exactly
 * (window [L, U], counted) and the * children ordered best first by the
 * weighted mean found, stably, in order[0..count). */
static void rank_children(struct search *s, const struct node *n, int count, int *order)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    for (int i = 0; i < count; i++)
        if (ls->children[i].kind != NODE_CHANCE) return;
    for (int i = 0; i < count; i++) {
        struct tree_cursor *probe = &ls->probe[i];
        struct node grandchild;
        value_t w;
        ls->lo[i] = ls->hi[i] = 0; /* the sums of w v and of w over the outcomes searched */
        tree_open(t, &ls->children[i], probe, probe_scratch(ls, i));
        for (int j = 0; j < s->params->rank_probes && tree_next(probe, &grandchild, &w); j++) {
            next_at(s, j, i);
            s->via_kind = NODE_CHANCE;
            s->probing += s->traced;
            ls->lo[i] += w * search(s, &grandchild, t->lo, t->hi); /* [L, U]: the exact value */
            s->probing -= s->traced;
            ls->hi[i] += w;
        }
    }
    for (int i = 1; i < count; i++) { /* insertion sort: stable */
        int x = order[i], j = i;
        for (; j > 0 && ranks_before(ls, n->kind, x, order[j - 1]); j--) order[j] = order[j - 1];
        order[j] = x;
    }
}

/* The history heuristic (search_params.history; Schaeffer's, here with
 * chance nodes below): order[0..count) sorted by the credit of each
 * child's move, most first, stably (ties keep the cursor's order: the
 * tree's or the evaluation's). */
static void order_by_history(struct search_workspace *ws, struct level_scratch *ls, int count)
{
    for (int i = 0; i < count; i++) {
        const struct history_slot *h = history_slot(ws, ls->move_key[i]);
        ls->credit[i] = h->key == ls->move_key[i] ? h->credit : 0;
    }
    for (int i = 1; i < count; i++) { /* insertion sort: stable */
        int x = ls->order[i], j = i;
        for (; j > 0 && ls->credit[x] > ls->credit[ls->order[j - 1]]; j--) ls->order[j] = ls->order[j - 1];
        ls->order[j] = x;
    }
}

/* Credits the move to the child at `position` of the + or - node n (its
 * key read by search_order), which proved best there: a cutoff, or the
 * best value inside the window.  The credit is the square of the levels
 * below n (Schaeffer's depth squared: a move that refutes a large subtree
 * counts more); a slot another move holds passes to this one. */
static void credit_history(struct search *s, const struct node *n, int position)
{
    uint64_t key = s->ws->level[n->depth].move_key[position], height = (uint64_t)(s->t->depth - n->depth);
    struct history_slot *h = history_slot(s->ws, key);
    if (h->key != key) *h = (struct history_slot){ key, 0 };
    if (h->credit < UINT64_MAX / 2) h->credit += height * height;
}

/* The order in which the + or - node n searches its children, as
 * positions among those the cursor c hands out, or NULL: as c hands them
 * out.  By history (keyed: each child's move key read too), ranked by
 * probes (rank_probes), and the table's best move (hash_move, -1: none)
 * first.  A node reordered reads every child from c into its level's
 * children and sets *count. */
static const int *search_order(struct search *s, const struct node *n, struct tree_cursor *c, int hash_move,
                               int keyed, int *count)
{
    struct level_scratch *ls = &s->ws->level[n->depth];
    value_t unit;
    if (!s->params->rank_probes && hash_move <= 0 && !keyed) return NULL;
    int b = 0;
    for (; tree_next(c, &ls->children[b], &unit); b++) {
        ls->order[b] = b;
        if (keyed) ls->move_key[b] = tree_move_key(c, b);
    }
    if (keyed) order_by_history(s->ws, ls, b);
    if (s->params->rank_probes) rank_children(s, n, b, ls->order);
    int k = 0;
    while (k < b && ls->order[k] != hash_move) k++;
    if (k < b) { /* the best move to the front, the others after it in their order */
        memmove(ls->order + 1, ls->order, (size_t)k * sizeof *ls->order);
        ls->order[0] = hash_move;
    }
    *count = b;
    return ls->order;
}

/* The k-th child searched of a + (kind NODE_MAX) or - node in the window
 * (alpha, beta).  With NegaScout (params.pvs) a child after the first is
 * searched first with a null window at the bound it must beat, (alpha,
 * alpha + 1) below a + node, (beta - 1, beta) below a - node, and again in
 * the whole window only where that search fails inside it.  Sound by the
 * search's contract (search.h): a null window's fail-low below a + node is
 * an upper bound at most alpha, as a fail-low in the whole window would be
 * (the child cannot raise alpha), and its fail-high a lower bound that
 * either reaches beta (a cutoff either way) or is searched again; a - node
 * likewise with beta. */
static value_t child_search(struct search *s, const struct node *child, enum node_kind kind, int k, value_t alpha,
                            value_t beta)
{
    if (!s->params->pvs || k == 0 || alpha + 1 >= beta) return search(s, child, alpha, beta);
    value_t v = kind == NODE_MIN ? search(s, child, beta - 1, beta) : search(s, child, alpha, alpha + 1);
    return v > alpha && v < beta ? search(s, child, alpha, beta) : v;
}

/* A + or - node: fail-soft alpha-beta, as Ballard's Max and Min: the node
 * returns the best value it has seen, so a cutoff reports the value it cut
 * on (a bound beyond the window), not the window's edge.  Every decision is
 * the one fail-hard alpha-beta makes; only the strict * node test
 * (chance_node, step 4) sees the difference.  A child equal to the bound
 * already cuts off (section 3: an equally good line has been searched).
 * Children in search_order's order; *best_position is the position of the
 * best child seen (-1: the source scanned the leaves). */
static value_t move_node(struct search *s, const struct node *n, value_t alpha, value_t beta, int hash_move,
                         int *best_position)
{
    struct search_result *root = n->depth == 0 ? s->root : NULL;
    int move_goal = root && n->kind == NODE_MAX && s->params->goal == GOAL_MOVE;
    struct tree_cursor c;
    struct node child;
    value_t unit, best = 0;
    poll_now_and_then(s);
    *best_position = -1;
    tree_open(s->t, n, &c, s->ws->level[n->depth].cursor_scratch);
    if (!root && !s->traced && tree_scans_leaves(&c)) return scan_leaf_children(s, &c, n->kind == NODE_MIN, alpha, beta);
    const value_t window_alpha = alpha, window_beta = beta; /* as entered, for the trace and the history */
    int count = c.count;
    /* History orders where the children are not all leaves (at a view's
     * horizon, ordering would evaluate every one before the first cutoff). */
    int keyed = s->params->history && !c.leaf_children;
    const int *ordered = search_order(s, n, &c, hash_move, keyed, &count);
    const struct node *children = s->ws->level[n->depth].children;
    for (int k = 0; ordered ? k < count : tree_next(&c, &child, &unit); k++) {
        int position = ordered ? ordered[k] : k; /* among the children as the tree hands them out */
        if (ordered) child = children[position];
        next_at(s, position, -1);
        if (n->kind == NODE_MIN) {
            value_t v = child_search(s, &child, NODE_MIN, k, alpha, beta);
            if (k == 0 || v < best) {
                best = v;
                *best_position = position;
            }
            if (best <= alpha) {
                if (keyed) credit_history(s, n, *best_position);
                if (s->traced && k + 1 < count)
                    report_cutoff(s, n, window_alpha, window_beta, -1, "value <= bound: a child <= alpha", best, alpha, 1, 0);
                return best;
            }
            if (best < beta) beta = best;
            continue;
        }
        /* Section 7.2: the root's last child need only be shown strictly
         * better than alpha, so its search stops at alpha + 1. */
        int last_for_move = move_goal && k == count - 1 && alpha + 1 < beta;
        value_t v = last_for_move ? search(s, &child, alpha, alpha + 1) : child_search(s, &child, NODE_MAX, k, alpha, beta);
        if (last_for_move && v > alpha) {
            root->best = *best_position = position;
            if (keyed) credit_history(s, n, position);
            root->lower_bound_only = 1;
            if (s->traced)
                report_cutoff(s, n, window_alpha, window_beta, 1, "value > bound: the last child > alpha (section 7.2)",
                              v, alpha, 1, 0);
            return alpha + 1;
        }
        if (k == 0 || v > best) {
            best = v;
            *best_position = position;
        }
        if (root)
            s->ws->root_progress = (struct root_progress){ k + 1, *best_position, best, *s->stats,
                                                           k == 0 ? *s->stats : s->ws->root_progress.first };
        if (v >= beta) {
            if (root) root->best = position;
            if (keyed) credit_history(s, n, position);
            if (s->traced && k + 1 < count)
                report_cutoff(s, n, window_alpha, window_beta, 1, "value >= bound: a child >= beta", v, beta, 1, 0);
            return best;
        }
        if (v > alpha) {
            alpha = v;
            if (root) root->best = position;
        }
    }
    if (keyed && *best_position >= 0 && (n->kind == NODE_MAX ? best > window_alpha : best < window_beta))
        credit_history(s, n, *best_position);
    return best;
}

/* An inner node searched with the table (search_params.table).
 * 1. An entry of this iteration answers when it decides the window
 *    against the search's contract (search.h): lo >= beta is a fail-high
 *    result, hi <= alpha a fail-low one, lo == hi the value (at a * node
 *    past the window, the window's edge: * nodes fail hard).  The root
 *    must name its best child, so it is always searched.
 * 2. Otherwise the node is searched, an entry of any iteration giving the
 *    child searched first.
 * 3. The result is a bound on the value by the same contract (<= alpha:
 *    an upper bound; >= beta: a lower one; between: the value), met with
 *    what this iteration's entry already knew.  Replacement: always. */
static value_t table_search(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    struct search_workspace *ws = s->ws;
    struct table_entry *e = table_slot(ws, n);
    int known = table_holds(e, n) && e->stamp >= ws->table_first, hash_move = known ? e->best : -1;
    if (n->depth == 0 && s->params->root_first > 0) hash_move = s->params->root_first;
    if (known && e->stamp == ws->table_stamp && n->depth > 0 && (e->lo >= beta || e->hi <= alpha || e->lo == e->hi)) {
        value_t v = e->lo >= beta || e->lo == e->hi ? e->lo : e->hi;
        s->stats->table_hits++;
        if (n->kind != NODE_CHANCE) return v;
        s->stats->table_chance_hits++;
        return v <= alpha ? alpha : v >= beta ? beta : v; /* fail-hard, as chance_node */
    }
    int best_position = -1;
    value_t v = n->kind == NODE_CHANCE ? chance_node(s, n, alpha, beta)
                                       : move_node(s, n, alpha, beta, hash_move, &best_position);
    value_t lo = v > alpha ? v : s->t->lo, hi = v < beta ? v : s->t->hi;
    /* Keep the best move only where the result bounds nothing: at the root,
     * which may end on goal move's bound, and with an empty window [U, U]
     * or [L, L] (the strict * node test's, chance_node step 4), where a
     * result equal to both edges could be either kind of bound. */
    if (n->depth == 0 || alpha >= beta) lo = s->t->lo, hi = s->t->hi;
    /* The search below may have stored other nodes in this slot since. */
    if (table_holds(e, n) && e->stamp == ws->table_stamp) {
        if (e->lo > lo) lo = e->lo;
        if (e->hi < hi) hi = e->hi;
    } else if (!table_holds(e, n) && e->stamp >= ws->table_first) {
        s->stats->table_replacements++;
    }
    *e = (struct table_entry){ .id = n->id, .path = n->path, .stamp = ws->table_stamp, .lo = lo, .hi = hi,
                               .depth = n->depth, .best = best_position >= 0 ? best_position : hash_move };
    s->stats->table_stores++;
    return v;
}

static value_t search_body(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    s->stats->nodes++;
    if (n->kind == NODE_LEAF) {
        s->stats->leaves++;
        return tree_leaf_value(s->t, n);
    }
    if (s->tabled) return table_search(s, n, alpha, beta);
    if (n->kind == NODE_CHANCE) return chance_node(s, n, alpha, beta);
    int unused;
    return move_node(s, n, alpha, beta, n->depth == 0 && s->params->root_first > 0 ? s->params->root_first : -1, &unused);
}

static int compare_descending(const void *a, const void *b)
{
    value_t x = *(const value_t *)a, y = *(const value_t *)b;
    return (x < y) - (x > y);
}

/* The lower bound on a 2-ply tree (see search_root).  Its own reads of the
 * leaves go to an uncounted stats; the bound is what it returns. */
static value_t lower_bound(struct search *s, uint64_t *leaves_needed)
{
    const struct tree *t = s->t;
    struct search_workspace *ws = s->ws;
    struct tree_cursor root_cursor, star_cursor;
    struct node star, minus;
    value_t unit, w;
    value_t *star_value = ws->level[0].hi, *star_total = ws->level[0].lo;
    uint64_t *star_leaves = ws->star_leaves;
    int b = 0, best = 0;
    assert(t->root.kind == NODE_MAX && t->depth == 3 && ws->minima);
    /* 1. Every - node's minimum (row i: the * child i), each * child's
     *    value and the best of them. */
    tree_open(t, &t->root, &root_cursor, ws->level[0].cursor_scratch);
    for (; tree_next(&root_cursor, &star, &unit); b++) {
        value_t *row = &ws->minima[(size_t)b * (size_t)ws->max_children], sum = 0;
        value_t *weights = ws->level[1].weight;
        uint64_t before = s->stats->leaves;
        int c = 0;
        tree_open(t, &star, &star_cursor, ws->level[1].cursor_scratch);
        for (; tree_next(&star_cursor, &minus, &w); c++) {
            row[c] = minimax(s, &minus);
            sum += w * row[c];
            weights[c] = w;
        }
        star_total[b] = star_cursor.total;
        star_value[b] = sum / star_cursor.total;
        star_leaves[b] = s->stats->leaves - before;
        /* Keep, in place of the minima, each - child's reduction w_j (U - m_j):
         * what one leaf of it takes off the * node's upper bound W*U. */
        for (int j = 0; j < c; j++) row[j] = weights[j] * (t->hi - row[j]);
        qsort(row, (size_t)c, sizeof *row, compare_descending);
        if (star_value[b] > star_value[best]) best = b;
    }
    /* 2. The best * node in full: every leaf, to prove each - node's minimum
     *    exact.  Any other: the fewest - children whose minima (one leaf
     *    each), with U for the rest, bring its upper bound to the best
     *    value (eq. (9)); the largest reductions first is fewest. */
    uint64_t leaves = star_leaves[best];
    for (int i = 0; i < b; i++) {
        if (i == best) continue;
        const value_t *row = &ws->minima[(size_t)i * (size_t)ws->max_children];
        value_t bound = star_total[i] * t->hi;
        int k = 0;
        while (bound > star_total[i] * star_value[best]) bound -= row[k++];
        leaves += (uint64_t)k;
    }
    *leaves_needed = leaves;
    return star_value[best];
}

value_t search_node(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, const struct node *n,
                    value_t alpha, value_t beta, struct search_stats *stats)
{
    struct search s = { .ws = ws, .t = t, .params = params, .stats = stats, .tabled = params->table && ws->table };
    assert(params->method != METHOD_LOWER_BOUND);
    return params->method == METHOD_EXHAUSTIVE ? minimax(&s, n) : search(&s, n, alpha, beta);
}

struct search_result search_root(struct search_workspace *ws, const struct tree *t,
                                 const struct search_params *params, struct search_stats *stats)
{
    /* Until a child beats alpha = L, the first child is as good as any. */
    struct search_result r = { .best = t->root.kind == NODE_MAX ? 0 : -1 };
    struct search s = { .ws = ws, .t = t, .params = params, .stats = stats, .root = &r, .traced = ws->trace != NULL,
                        .tabled = params->table && ws->table, .position = -1, .via = -1 };
    assert(workspace_fits(ws, t));
    ws->root_progress = (struct root_progress){ 0, -1, 0, { 0 }, { 0 } };
    if (ws->poll) {
        ws->poll_at = poll_work(ws, stats) + ws->poll_every;
        if (setjmp(ws->abandon)) {
            const struct root_progress *p = &ws->root_progress;
            struct search_result abandoned = { .value = p->value, .best = p->done ? p->best : -1, .abandoned = 1,
                                               .root_done = p->done, .through = p->through, .first_through = p->first };
            ws->poll_at = UINT64_MAX;
            return abandoned;
        }
    }
    switch (params->method) {
    case METHOD_EXHAUSTIVE:
        r.value = minimax(&s, &t->root);
        break;
    case METHOD_STAR:
        r.value = search(&s, &t->root, t->lo, t->hi);
        break;
    case METHOD_PRODUCT:
        assert(t->lo == 0 && t->hi == t->scale); /* NEEDS_PROBABILITIES */
        r.probability = product_node(&s, &t->root);
        break;
    case METHOD_MCTS:
        if (mcts_search(t, params, stats, &r.value, &r.best) != 0) r.abandoned = 1; /* out of memory */
        break;
    case METHOD_LOWER_BOUND: {
        struct search_stats uncounted = { 0 };
        uint64_t leaves;
        s.stats = &uncounted;
        s.root = NULL;
        s.traced = 0; /* not a search: nothing to trace */
        r.value = lower_bound(&s, &leaves);
        stats->leaves += leaves;
        break;
    }
    }
    ws->poll_at = UINT64_MAX; /* searches through search_node poll not */
    r.first_through = ws->root_progress.first;
    return r;
}

value_t search_root_child_bound(struct search_workspace *ws, const struct tree *t, const struct search_params *params,
                                int k, value_t alpha, value_t beta)
{
    struct search_stats unused = { 0 };
    struct tree_cursor c;
    struct node child;
    value_t unit;
    assert(k >= 0);
    tree_open(t, &t->root, &c, ws->level[0].cursor_scratch);
    for (int i = 0; i <= k; i++) {
        int more = tree_next(&c, &child, &unit);
        assert(more);
        (void)more;
    }
    return search_node(ws, t, params, &child, alpha, beta, &unused);
}

value_t search_root_child_value(struct search_workspace *ws, const struct tree *t, int k)
{
    return search_root_child_bound(ws, t, &SEARCH_EXHAUSTIVE, k, t->lo, t->hi);
}

int search_root_child_count(struct search_workspace *ws, const struct tree *t, int max)
{
    struct tree_cursor c;
    if (t->root.kind != NODE_MAX) return 0;
    tree_open(t, &t->root, &c, ws->level[0].cursor_scratch);
    return c.count <= max ? c.count : 0;
}

int search_root_child_values(struct search_workspace *ws, const struct tree *t, const struct search_params *params,
                             value_t *values, int max)
{
    struct search_stats unused = { 0 };
    struct tree_cursor c;
    struct node child;
    value_t unit;
    int count = 0;
    if (t->root.kind != NODE_MAX) return 0;
    tree_open(t, &t->root, &c, ws->level[0].cursor_scratch);
    while (tree_next(&c, &child, &unit)) {
        if (count == max) return 0;
        values[count++] = search_node(ws, t, params, &child, t->lo, t->hi, &unused);
    }
    return count;
}

/* Whether the child of the + or - node n beats `best`, the value of the
 * best of n's children before it (first: none yet), and if so its exact
 * value in *v.  Star2 with the window (best, U) below a + node, (L, best)
 * below a - node: a result outside the window only says the child does not
 * beat best; one inside it (or at U or L, which no value passes) is exact. */
static int line_child_beats(struct search_workspace *ws, const struct tree *t, const struct node *n,
                            const struct node *child, int first, value_t best, value_t *v)
{
    struct search_stats unused = { 0 };
    value_t alpha = n->kind == NODE_MAX && !first ? best : t->lo, beta = n->kind == NODE_MIN && !first ? best : t->hi;
    *v = search_node(ws, t, &SEARCH_STAR2, child, alpha, beta, &unused);
    return first || (n->kind == NODE_MAX ? *v > best : *v < best);
}

int search_principal_line(struct search_workspace *ws, const struct tree *t, int move, int *positions, int max)
{
    struct node n = t->root, child;
    struct tree_cursor c;
    value_t w;
    int count = 0;
    while (n.kind != NODE_LEAF && count < max) {
        /* The child the line takes: the root's given move; at a * node the
         * heaviest outcome; at a + or - node the best child, the first of
         * equals (line_child_beats). */
        value_t best = 0, v;
        struct node next = n;
        int chosen = -1;
        tree_open(t, &n, &c, ws->level[n.depth].cursor_scratch);
        for (int k = 0; tree_next(&c, &child, &w); k++) {
            if (n.kind == NODE_CHANCE) {
                if (chosen >= 0 && w <= best) continue;
                v = w;
            } else if (n.depth == 0 && move >= 0) {
                if (k != move) continue;
                v = 0;
            } else if (!line_child_beats(ws, t, &n, &child, chosen < 0, best, &v)) {
                continue;
            }
            chosen = k;
            next = child;
            best = v;
        }
        if (chosen < 0 || (n.depth == 0 && move >= 0 && chosen != move)) break; /* a move past the root's children */
        positions[count++] = chosen;
        n = next;
    }
    return count;
}
