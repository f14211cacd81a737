/* generator.c - see generator.h for the contract. */
#include "sources/generator.h"

#include <math.h>
#include <float.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "core/mix64.h"

/* Salts: one independent stream per use of a node's identity. */
enum { SALT_ORDER = 1, SALT_DEAL, SALT_ARC, SALT_LEAF, SALT_LEVEL, SALT_FIRST };

static uint64_t stream_key(uint64_t id, uint64_t salt)
{
    return mix64(id ^ mix64(salt));
}

static inline uint32_t stream_next32(uint64_t key, uint64_t *counter)
{
    return (uint32_t)(mix64(key + GOLDEN_GAMMA * ++*counter) >> 32);
}

/* Uniform integer in [0, range), exactly (Lemire 2019, with rejection). */
static inline uint32_t stream_below(uint64_t key, uint64_t *counter, uint32_t range)
{
    uint64_t m = (uint64_t)stream_next32(key, counter) * range;
    if ((uint32_t)m < range) {
        uint32_t threshold = (uint32_t)-range % range;
        while ((uint32_t)m < threshold)
            m = (uint64_t)stream_next32(key, counter) * range;
    }
    return (uint32_t)(m >> 32);
}

/* A draw of probability p_num / p_den from its own stream. */
static int bernoulli(const struct gen_tree *g, uint64_t id, uint64_t salt)
{
    uint64_t counter = 0;
    return stream_below(stream_key(id, salt), &counter, (uint32_t)g->spec.p_den) < g->spec.p_num;
}

/* Fuller's arc values; gen_arc_value in generator.h. */
static inline int arc_value(enum node_kind kind, int branching, int rank)
{
    switch (kind) {
    case NODE_MAX: return -rank;
    case NODE_MIN: return rank;
    case NODE_CHANCE:
        if (branching % 2) return rank - (branching - 1) / 2;
        return rank < branching / 2 ? rank - branching / 2 : rank - branching / 2 + 1;
    case NODE_LEAF: break;
    }
    return 0;
}

int gen_arc_value(enum node_kind kind, int branching, int rank)
{
    return arc_value(kind, branching, rank);
}

/* --- models ------------------------------------------------------------ */

/* Weight (of 36) of the roll of each rank: 1-1, 1-2, ..., 1-6, 2-2, ..., 6-6. */
static const int DICE_WEIGHTS[21] = { 1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 2, 1, 2, 1 };

static void fuller_bounds(const struct gen_tree *g, int64_t *lo, int64_t *hi)
{
    *lo = *hi = 0;
    for (int d = 0; d < g->levels; d++) {
        enum node_kind k = g->kind[d];
        int b = g->branching[d];
        *lo += gen_arc_value(k, b, k == NODE_MAX ? b - 1 : 0);
        *hi += gen_arc_value(k, b, k == NODE_MAX ? 0 : b - 1);
    }
}

static void binary_bounds(const struct gen_tree *g, int64_t *lo, int64_t *hi)
{
    (void)g;
    *lo = 0;
    *hi = 1;
}

static int64_t fuller_arc(const struct gen_tree *g, enum node_kind parent, int branching, int rank,
                          uint64_t child_id)
{
    (void)g;
    (void)child_id;
    return gen_arc_value(parent, branching, rank);
}

static int64_t no_arc(const struct gen_tree *g, enum node_kind parent, int branching, int rank,
                      uint64_t child_id)
{
    (void)g, (void)parent, (void)branching, (void)rank, (void)child_id;
    return 0;
}

/* Nau: every arc, move or chance, +1 with probability p, else -1; but the
 * arc below a * node with one outcome adds 0, so that -C 1 is exactly
 * Nau's game (a chance node that decides nothing changes no path). */
static int64_t nau_arc(const struct gen_tree *g, enum node_kind parent, int branching, int rank,
                       uint64_t child_id)
{
    (void)rank;
    if (parent == NODE_CHANCE && branching == 1) return 0;
    return bernoulli(g, child_id, SALT_ARC) ? 1 : -1;
}

static value_t fuller_leaf(const struct gen_tree *g, const struct node *leaf)
{
    return g->tree.scale * leaf->path;
}

/* Independent integer leaves, uniform on [L, U] of the Fuller tree of the same shape. */
static value_t uniform_leaf(const struct gen_tree *g, const struct node *leaf)
{
    uint64_t counter = 0;
    uint32_t width = (uint32_t)((g->tree.hi - g->tree.lo) / g->tree.scale + 1);
    return g->tree.lo + g->tree.scale * (value_t)stream_below(stream_key(leaf->id, SALT_LEAF), &counter, width);
}

/* Nau: a win (1) for + when the path's arc sum is positive, else 0. */
static value_t nau_leaf(const struct gen_tree *g, const struct node *leaf)
{
    return leaf->path > 0 ? g->tree.scale : 0;
}

/* Pearl: independent leaves, 1 with probability p, else 0. */
static value_t pearl_leaf(const struct gen_tree *g, const struct node *leaf)
{
    return bernoulli(g, leaf->id, SALT_LEAF) ? g->tree.scale : 0;
}

const struct gen_model GEN_MODELS[] = {
    { "fuller", "leaf = sum of the arc values on its path (Fuller, Gaschnig and Gillogly; the paper's)",
      1, 0, 0, 1, 0, fuller_bounds, fuller_arc, fuller_leaf },
    { "uniform", "independent integer leaves, uniform on [L, U] of the fuller tree of the same shape",
      0, 0, 1, 0, 0, fuller_bounds, no_arc, uniform_leaf },
    { "nau", "every arc +1 with probability p, else -1 (0 below a * node of one outcome: -C 1 is Nau's game); "
      "leaf 1 if the path sum is positive, else 0",
      0, 1, 1, 0, 1, binary_bounds, nau_arc, nau_leaf },
    { "pearl", "independent leaves, 1 with probability p, else 0",
      0, 1, 1, 0, 1, binary_bounds, no_arc, pearl_leaf },
};
const int GEN_MODEL_COUNT = (int)(sizeof GEN_MODELS / sizeof GEN_MODELS[0]);
const char *const GEN_PROBS_NAMES[GEN_PROBS_COUNT] = { "uniform", "dice", "random" };
const char *const GEN_STAR_FIRST_MODE_NAMES[GEN_STAR_FIRST_MODE_COUNT] = { "move", "again" };

/* --- static evaluations ------------------------------------------------ */

/* Fuller's path evaluation, doubled: 2 * scale * (the node's arc sum) plus
 * g->path_rest[depth], the doubled expected sum of the arcs still to come
 * (path_expectations).  Doubled, because the mean arc below a + or - node
 * of even branching is a half-integer. */
static value_t path_eval(const struct gen_tree *g, const struct node *n)
{
    return 2 * g->tree.scale * n->path + g->path_rest[n->depth];
}

/* path_rest: each level's mean arc, summed from the leaves up.  A move is
 * taken as uniformly random (below + the arcs 0..-(b-1) average
 * -(b-1)/2), an outcome with its probability; under random probabilities
 * the expectation is over the random deal, and every rank then weighs the
 * same, so like uniform outcomes the symmetric arcs average 0.  The
 * doubled dice mean 2 * scale * sum(w_k a_k) / 36 is an integer: 36
 * divides the scale. */
static void path_expectations(struct gen_tree *g)
{
    const value_t scale = g->tree.scale;
    g->path_rest[g->levels] = 0;
    for (int d = g->levels - 1; d >= 0; d--) {
        int b = g->branching[d];
        value_t twice_mean = 0;
        if (g->kind[d] != NODE_CHANCE) {
            twice_mean = (g->kind[d] == NODE_MAX ? -1 : 1) * (value_t)(b - 1) * scale;
        } else if (g->spec.probs == PROBS_DICE) {
            value_t sum = 0;
            for (int k = 0; k < b; k++) sum += DICE_WEIGHTS[k] * arc_value(NODE_CHANCE, b, k);
            twice_mean = 2 * (scale / 36) * sum;
        }
        g->path_rest[d] = g->path_rest[d + 1] + twice_mean;
    }
}

static void make_child(const struct gen_tree *g, const struct node *n, int rank, struct node *child);

/* Below n: *leaves += its leaves, *wins += those worth 1 (nau and pearl
 * leaves are 0 or 1), by arc rank (the count needs no order). */
static void count_wins(const struct gen_tree *g, const struct node *n, uint64_t *wins, uint64_t *leaves)
{
    if (n->kind == NODE_LEAF) {
        *leaves += 1;
        *wins += g->model->leaf(g, n) != 0;
        return;
    }
    for (int rank = 0; rank < g->branching[n->depth]; rank++) {
        struct node child;
        make_child(g, n, rank, &child);
        count_wins(g, &child, wins, leaves);
    }
}

/* Tzeng and Purdom's evaluation: the fraction of the leaves below n that
 * win for +, in units of 1 / (scale * eval_scale) with eval_scale the
 * tree's leaves (gen_eval_scale): every node's leaf count divides it. */
static value_t wins_eval(const struct gen_tree *g, const struct node *n)
{
    uint64_t wins = 0, leaves = 0;
    count_wins(g, n, &wins, &leaves);
    return g->tree.scale * (value_t)wins * (g->tree.eval_scale / (value_t)leaves);
}

/* --- cond: the probability of a forced win, given the wins below -------- */

/* Counts of placements reach C(m, m/2): past a double's range beyond about
 * 1000 leaves, within an 80-bit long double's up to 8192. */
#if LDBL_MAX_10_EXP >= 4000
#define COND_MAX_LEAVES 8192
#else
#define COND_MAX_LEAVES 1024
#endif
#define COND_UNITS ((value_t)1 << 40) /* the estimate in units of 2^-40 */
#define COND_SHAPES 16                /* shapes kept (a run has one per N) */

/* One shape's estimates, per level: p[d][k] for k = 0 .. leaves below d. */
struct cond_shape {
    int n, plies;
    double *p[GEN_MAX_LEVELS + 1];
};
static struct cond_shape cond_shapes[COND_SHAPES];
static int cond_shape_count;
static pthread_mutex_t cond_lock = PTHREAD_MUTEX_INITIALIZER;

/* out[k] = sum over i + j = k of a[i] b[j] (a of ma + 1 terms, b of mb + 1). */
static void convolve(const long double *a, int ma, const long double *b, int mb, long double *out)
{
    for (int k = 0; k <= ma + mb; k++) out[k] = 0;
    for (int i = 0; i <= ma; i++)
        for (int j = 0; j <= mb; j++) out[i + j] += a[i] * b[j];
}

/* binom[k] = C(m, k), k = 0 .. m. */
static void binomials(int m, long double *binom)
{
    binom[0] = 1;
    for (int k = 0; k < m; k++) binom[k + 1] = binom[k] * (long double)(m - k) / (long double)(k + 1);
}

/* Fills shape->p from the leaves up: wins[k] counts the placements of k
 * winning leaves below a node of the level that make it a forced win. */
static int cond_count(const struct gen_tree *g, struct cond_shape *shape)
{
    long double *wins = malloc(2 * (COND_MAX_LEAVES + 1) * sizeof *wins), *next = wins + COND_MAX_LEAVES + 1;
    long double *child = malloc(3 * (COND_MAX_LEAVES + 1) * sizeof *child), *binom = child + COND_MAX_LEAVES + 1;
    long double *acc = binom + COND_MAX_LEAVES + 1;
    int ok = wins && child, m = 1; /* m: leaves below a node of the level */
    if (ok) {
        wins[0] = 0; /* a leaf is a forced win exactly when it wins */
        wins[1] = 1;
    }
    for (int d = g->levels; ok && d >= 0; d--) {
        int max = d < g->levels && g->kind[d] == NODE_MAX;
        if (d < g->levels) { /* binom holds C(m, k) of the level below */
            /* A MAX node's losses, a MIN (or one-outcome chance) node's wins: every child's, convolved. */
            for (int k = 0; k <= m; k++) child[k] = max ? binom[k] - wins[k] : wins[k];
            memcpy(acc, child, (size_t)(m + 1) * sizeof *acc);
            for (int i = 1; i < g->branching[d]; i++) {
                convolve(acc, i * m, child, m, next);
                memcpy(acc, next, (size_t)((i + 1) * m + 1) * sizeof *acc);
            }
            m *= g->branching[d];
        }
        binomials(m, binom);
        for (int k = 0; d < g->levels && k <= m; k++) wins[k] = max ? binom[k] - acc[k] : acc[k];
        ok = (shape->p[d] = malloc((size_t)(m + 1) * sizeof *shape->p[d])) != NULL;
        for (int k = 0; ok && k <= m; k++) shape->p[d][k] = (double)(wins[k] / binom[k]);
    }
    free(wins);
    free(child);
    return ok ? 0 : -1;
}

/* The estimates of g's shape, counted when first asked for (under a lock:
 * threads share them); NULL out of memory. */
static struct cond_shape *cond_shape_of(const struct gen_tree *g)
{
    struct cond_shape *found = NULL;
    pthread_mutex_lock(&cond_lock);
    for (int i = 0; i < cond_shape_count && !found; i++)
        if (cond_shapes[i].n == g->spec.n && cond_shapes[i].plies == g->spec.plies) found = &cond_shapes[i];
    if (!found && cond_shape_count < COND_SHAPES) {
        struct cond_shape *s = &cond_shapes[cond_shape_count];
        *s = (struct cond_shape){ g->spec.n, g->spec.plies, { NULL } };
        if (cond_count(g, s) == 0) found = &cond_shapes[cond_shape_count++];
        else for (int d = 0; d <= GEN_MAX_LEVELS; d++) free(s->p[d]);
    }
    pthread_mutex_unlock(&cond_lock);
    return found;
}

static void cond_prepare(struct gen_tree *g)
{
    struct cond_shape *shape = cond_shape_of(g);
    g->cond_win = shape ? (const double *const *)shape->p : NULL;
}

static value_t cond_eval(const struct gen_tree *g, const struct node *n)
{
    uint64_t wins = 0, leaves = 0;
    count_wins(g, n, &wins, &leaves);
    if (!g->cond_win) abort(); /* out of memory when the tree was made: no estimate to give */
    return g->tree.scale * (value_t)llroundl((long double)g->cond_win[n->depth][wins] * COND_UNITS);
}

static value_t cond_eval_scale(const struct gen_spec *spec)
{
    (void)spec;
    return COND_UNITS;
}

static int cond_check(const struct gen_spec *spec, char *err, size_t errlen)
{
    if (spec->c != 1) {
        snprintf(err, errlen, "the evaluation cond is defined without chance (-C 1: Pearl's game), not C=%d", spec->c);
        return -1;
    }
    if (gen_leaf_count(spec) > COND_MAX_LEAVES) {
        snprintf(err, errlen, "the evaluation cond counts placements of wins in trees of at most %d leaves, not "
                 "N=%d, D=%d", COND_MAX_LEAVES, spec->n, spec->plies);
        return -1;
    }
    return 0;
}

double gen_cond_win(const struct gen_spec *spec, int depth, uint64_t wins)
{
    struct gen_tree g;
    if (!spec->eval || spec->eval->prepare != cond_prepare) return -1;
    gen_tree_init(&g, spec, 0);
    if (!g.cond_win || depth < 0 || depth > g.levels) return -1;
    double leaves_below = 1;
    for (int d = depth; d < g.levels; d++) leaves_below *= g.branching[d];
    return (double)wins > leaves_below ? -1 : g.cond_win[depth][wins];
}

/* path's doubling (path_eval). */
static value_t path_eval_scale(const struct gen_spec *spec)
{
    (void)spec;
    return 2;
}

/* wins: the tree's leaves, N^D C^(D-1), which every node's leaf count divides. */
static value_t wins_eval_scale(const struct gen_spec *spec)
{
    value_t leaves = spec->n;
    for (int p = 1; p < spec->plies; p++)
        leaves = tree_checked_mul(tree_checked_mul(leaves, spec->n, TREE_VALUE_LIMIT), spec->c, TREE_VALUE_LIMIT);
    return leaves < 0 ? 0 : leaves;
}

const struct gen_eval GEN_EVALS[] = {
    { "path", "the arc sum so far plus the expected sum of the arcs to come (moves uniformly random)",
      "fuller", path_eval_scale, path_eval, path_expectations, NULL },
    { "wins", "the fraction of the leaves below the node that win for + (Tzeng and Purdom)",
      "nau pearl", wins_eval_scale, wins_eval, NULL, NULL },
    { "cond", "the probability that the node is a forced win for +, given how many leaves below it win "
      "(Tzeng and Purdom's estimate; -C 1)", "pearl", cond_eval_scale, cond_eval, cond_prepare, cond_check },
};
const int GEN_EVAL_COUNT = (int)(sizeof GEN_EVALS / sizeof GEN_EVALS[0]);

value_t gen_eval_scale(const struct gen_spec *spec)
{
    return spec->eval ? spec->eval->eval_scale(spec) : 1;
}

int gen_eval_find(const char *name)
{
    for (int i = 0; i < GEN_EVAL_COUNT; i++)
        if (strcmp(GEN_EVALS[i].name, name) == 0) return i;
    return -1;
}

int gen_eval_offered(const struct gen_eval *e, const struct gen_model *model)
{
    size_t len = strlen(model->name);
    for (const char *p = e->model; (p = strstr(p, model->name)) != NULL; p += len)
        if ((p == e->model || p[-1] == ' ') && (p[len] == '\0' || p[len] == ' ')) return 1;
    return 0;
}

int gen_model_find(const char *name)
{
    for (int i = 0; i < GEN_MODEL_COUNT; i++)
        if (strcmp(GEN_MODELS[i].name, name) == 0) return i;
    return -1;
}

/* --- shape, scale, checks ---------------------------------------------- */

/* Two levels of back-up of a win probability x through nodes of n
 * children: a MIN node is a win when all are, a MAX node when any is. */
static double two_levels(double x, int n, int min_above_leaves)
{
    return min_above_leaves ? 1 - pow(1 - pow(x, n), n) : pow(1 - pow(1 - x, n), n);
}

void gen_balanced_p(int n, int plies, uint64_t *num, uint64_t *den)
{
    /* g(x) - x is < 0 just above 0 and > 0 just below 1 (g is S-shaped),
     * with one root between: bisection, to the last bit of a double. */
    int min_above_leaves = plies % 2 == 0;
    double lo = 1e-12, hi = 1 - 1e-12;
    for (int i = 0; i < 200 && lo < hi; i++) {
        double mid = (lo + hi) / 2;
        if (two_levels(mid, n, min_above_leaves) < mid) lo = mid;
        else hi = mid;
    }
    uint64_t q = GEN_MAX_P_DENOMINATOR, p = (uint64_t)llround(lo * (double)q), g = tree_gcd(p, q);
    *num = p / g;
    *den = q / g;
}

struct gen_spec gen_spec_ballard(int n, enum tree_order order, uint64_t seed)
{
    struct gen_spec spec = { .plies = 2, .n = n, .c = n, .probs = PROBS_UNIFORM, .model = 0,
                             .p_num = 1, .p_den = 2, .order = order, .seed = seed,
                             .root_first_rank = -1, .star_first_mode = STAR_FIRST_MOVE };
    return spec;
}

static void set_shape(struct gen_tree *g, const struct gen_spec *spec)
{
    g->spec = *spec;
    g->model = &GEN_MODELS[spec->model];
    g->levels = 2 * spec->plies - 1;
    for (int d = 0; d < g->levels; d++) {
        g->kind[d] = d % 2 ? NODE_CHANCE : (d / 2) % 2 ? NODE_MIN : NODE_MAX;
        g->branching[d] = d % 2 ? spec->c : spec->n;
        g->level_total[d] = g->branching[d];
    }
}

/* PROBS_RANDOM: the multiset of weights 1..9 of one chance level of one
 * tree, into w[0..C) unless w is NULL; returns their total. */
static value_t random_level_weights(const struct gen_tree *g, int level, int *w)
{
    uint64_t key = stream_key(g->key + (uint64_t)level, SALT_LEVEL), counter = 0;
    value_t total = 0;
    for (int k = 0; k < g->branching[level]; k++) {
        int weight = 1 + (int)stream_below(key, &counter, 9);
        total += weight;
        if (w) w[k] = weight;
    }
    return total;
}

/* The weight total of a chance level: the same at every node of the level. */
static value_t level_weight_total(const struct gen_tree *g, int level)
{
    switch (g->spec.probs) {
    case PROBS_UNIFORM: return g->branching[level];
    case PROBS_DICE: return 36;
    case PROBS_RANDOM: break;
    }
    return random_level_weights(g, level, NULL);
}

/* NUM/DEN is a probability whose denominator a stream draw takes (see
 * bernoulli); otherwise -1 with `what` named in err. */
static int check_probability(const char *what, uint64_t num, uint64_t den, char *err, size_t errlen)
{
    if (den >= 1 && den <= GEN_MAX_P_DENOMINATOR && num <= den) return 0;
    snprintf(err, errlen, "%s %llu/%llu is not a probability with a denominator up to %llu", what,
             (unsigned long long)num, (unsigned long long)den, GEN_MAX_P_DENOMINATOR);
    return -1;
}

/* gen_spec_check, step 1: the shape, the model and its probabilities. */
static int check_shape(const struct gen_spec *spec, char *err, size_t errlen)
{
    if (spec->plies < 1 || spec->plies > GEN_MAX_PLIES) {
        snprintf(err, errlen, "plies %d outside 1..%d", spec->plies, GEN_MAX_PLIES);
        return -1;
    }
    if (spec->n < 1 || spec->n > GEN_MAX_BRANCHING || spec->c < 1 || spec->c > GEN_MAX_BRANCHING) {
        snprintf(err, errlen, "branching N=%d, C=%d outside 1..%d", spec->n, spec->c, GEN_MAX_BRANCHING);
        return -1;
    }
    if (spec->model < 0 || spec->model >= GEN_MODEL_COUNT) {
        snprintf(err, errlen, "no model number %d", spec->model);
        return -1;
    }
    if (spec->probs == PROBS_DICE && spec->c != 21 && spec->plies > 1) {
        snprintf(err, errlen, "dice probabilities need C = 21 (the 21 rolls of two dice), not %d", spec->c);
        return -1;
    }
    if (GEN_MODELS[spec->model].uses_p) return check_probability("p =", spec->p_num, spec->p_den, err, errlen);
    return 0;
}

/* Step 2: the order of the children, the root's first child and the
 * evaluation, for a spec whose shape passed step 1. */
static int check_order(const struct gen_spec *spec, char *err, size_t errlen)
{
    const struct gen_model *model = &GEN_MODELS[spec->model];
    if (spec->order != ORDER_RANDOM && !model->has_best_order) {
        snprintf(err, errlen, "model %s has no fixed ordering (best and exact are for fuller)", model->name);
        return -1;
    }
    if (spec->order != ORDER_RANDOM && spec->probs == PROBS_RANDOM) {
        snprintf(err, errlen, "random probabilities differ from tree to tree: best and exact need fixed ones");
        return -1;
    }
    if (spec->root_first_rank < -1 || spec->root_first_rank >= spec->n) {
        snprintf(err, errlen, "the root has no arc of rank %d", spec->root_first_rank);
        return -1;
    }
    if ((spec->first_num != 0 || spec->first_den != 0) /* 0/0: every tree */
        && check_probability("the best-first probability", spec->first_num, spec->first_den, err, errlen) != 0)
        return -1;
    if (spec->star_first_mode != STAR_FIRST_MOVE && spec->star_first_mode != STAR_FIRST_AGAIN) {
        snprintf(err, errlen, "unknown star-first mode %d", (int)spec->star_first_mode);
        return -1;
    }
    if (spec->eval && !gen_eval_offered(spec->eval, model)) {
        snprintf(err, errlen, "the evaluation %s is offered by model %s, not %s", spec->eval->name, spec->eval->model,
                 model->name);
        return -1;
    }
    if (spec->eval && spec->eval->check && spec->eval->check(spec, err, errlen) != 0) return -1;
    if (spec->order == ORDER_ENUMERATED && gen_count_orderings(spec) == 0) {
        snprintf(err, errlen, "enumerating every ordering needs fewer than 2^63 of them");
        return -1;
    }
    return 0;
}

/* Step 3: the search forms W * alpha minus weighted sums of values: with
 * the largest possible totals, keep 4 * W * max(|L|, |U|) * scale < 2^62. */
static int check_scale(const struct gen_spec *spec, char *err, size_t errlen)
{
    int64_t lo, hi;
    gen_bounds(spec, &lo, &hi);
    int64_t extent = (lo < 0 ? -lo : lo) > hi ? (lo < 0 ? -lo : lo) : hi;
    if (spec->eval) { /* a horizon tree's values are finer (tree.h) */
        value_t eval_scale = gen_eval_scale(spec);
        extent = eval_scale ? tree_checked_mul(extent, eval_scale, TREE_VALUE_LIMIT) : -1;
        if (extent < 0) {
            snprintf(err, errlen, "the evaluation %s needs a scale past 64 bits at D=%d, N=%d, C=%d", spec->eval->name,
                     spec->plies, spec->n, spec->c);
            return -1;
        }
    }
    int64_t scale = 1, widest = spec->n;
    for (int p = 1; p < spec->plies; p++) {
        int64_t total = spec->probs == PROBS_DICE ? 36 : spec->probs == PROBS_RANDOM ? 9 * (int64_t)spec->c : spec->c;
        scale = tree_checked_mul(scale, total, TREE_VALUE_LIMIT);
        if (total > widest) widest = total;
    }
    if (tree_checked_mul(tree_checked_mul(tree_checked_mul(extent + 1, scale, TREE_VALUE_LIMIT), widest, TREE_VALUE_LIMIT),
                    4, TREE_VALUE_LIMIT) < 0) {
        snprintf(err, errlen, "values scaled by the chance weight totals (D=%d, N=%d, C=%d) overflow "
                 "64-bit arithmetic; use fewer plies or smaller branching", spec->plies, spec->n, spec->c);
        return -1;
    }
    return 0;
}

int gen_spec_check(const struct gen_spec *spec, char *err, size_t errlen)
{
    if (check_shape(spec, err, errlen) != 0 || check_order(spec, err, errlen) != 0) return -1;
    return check_scale(spec, err, errlen);
}

static uint64_t factorial_or_zero(int b)
{
    uint64_t f = 1;
    for (int i = 2; i <= b; i++) {
        if (f > UINT64_MAX / (uint64_t)i) return 0;
        f *= (uint64_t)i;
    }
    return f;
}

uint64_t gen_count_orderings(const struct gen_spec *spec)
{
    struct gen_tree g;
    const uint64_t limit = (uint64_t)1 << 63;
    uint64_t count = 1, nodes_at_level = 1;
    set_shape(&g, spec);
    for (int d = 0; d < g.levels; d++) {
        uint64_t radix = factorial_or_zero(g.branching[d]);
        if (radix == 0) return 0;
        for (uint64_t i = 0; i < nodes_at_level; i++) {
            if (count > limit / radix) return 0;
            count *= radix;
        }
        if (nodes_at_level > limit / (uint64_t)g.branching[d]) return 0;
        nodes_at_level *= (uint64_t)g.branching[d];
    }
    return count;
}

double gen_leaf_count(const struct gen_spec *spec)
{
    double leaves = spec->n;
    for (int p = 1; p < spec->plies; p++) leaves *= (double)spec->n * spec->c;
    return leaves;
}

void gen_bounds(const struct gen_spec *spec, int64_t *lo, int64_t *hi)
{
    struct gen_tree g;
    set_shape(&g, spec);
    g.model->bounds(&g, lo, hi);
}

/* --- the tree interface ------------------------------------------------ */

/* ENUMERATED: a node's id is its level-order index by arc rank, and its
 * ordering is digit (index of its level's first node + id) of the tree
 * index, in the mixed radix whose digits are each node's b!; the digit is
 * unranked as a Lehmer code. */
static void enumerated_ranks(const struct gen_tree *g, const struct node *n, int b, int *rank)
{
    uint64_t rest = g->key, nodes_at_level = 1;
    for (int d = 0; d < n->depth; d++) {
        uint64_t radix = factorial_or_zero(g->branching[d]);
        for (uint64_t i = 0; i < nodes_at_level && rest; i++) rest /= radix;
        nodes_at_level *= (uint64_t)g->branching[d];
    }
    uint64_t radix = factorial_or_zero(b);
    for (uint64_t i = 0; i < n->id && rest; i++) rest /= radix;
    uint64_t digit = rest % radix;
    int available[32];
    for (int k = 0; k < b; k++) available[k] = k;
    for (int k = 0; k < b; k++) {
        uint64_t block = factorial_or_zero(b - 1 - k);
        int pick = (int)(digit / block);
        digit %= block;
        rank[k] = available[pick];
        for (int j = pick; j < b - 1 - k; j++) available[j] = available[j + 1];
    }
}

/* Cursor scratch, for a widest node of B children: [0] the last stamp
 * used in this scratch; ranks [1, 1 + B); their stamps [1 + B, 1 + 2B);
 * outcome weights by rank [1 + 2B, 1 + 3B) (random probabilities only).
 *
 * RANDOM orders are a Fisher-Yates shuffle done one step per child handed
 * out, so a node cut off after k children draws k times; the prefix equals
 * that of the full shuffle.  The rank array is never filled: position j
 * holds ranks[j] if its stamp is this cursor's, else j itself (the
 * identity), so opening a cursor costs O(1), not O(b).  Stamps count the
 * cursors opened on a scratch (the search lends zeroed scratch and keeps
 * it per depth); on wrapping, the stamps are cleared once. */
static int *scratch_ranks(const struct tree_cursor *c)
{
    return c->scratch + 1;
}

static int *scratch_stamps(const struct gen_tree *g, const struct tree_cursor *c)
{
    return c->scratch + 1 + g->tree.max_children;
}

static int *scratch_weights(const struct gen_tree *g, const struct tree_cursor *c)
{
    return c->scratch + 1 + 2 * g->tree.max_children;
}

/* key/counter: the node's order stream; skip: the root's first rank
 * (--star-first) or -1; pos: the next position in the node's own order. */
static void gen_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct gen_tree *g = (const struct gen_tree *)t;
    int d = n->depth, b = g->branching[d];
    c->skip = d == 0 ? g->root_first_rank : -1;
    c->count = b + (c->skip >= 0 && g->spec.star_first_mode == STAR_FIRST_AGAIN);
    c->total = g->level_total[d];
    c->counter = 0;
    c->leaf_children = d + 1 == g->levels;
    if (g->spec.order == ORDER_RANDOM) {
        c->key = stream_key(n->id, SALT_ORDER);
        if (c->scratch[0] == INT_MAX) {
            memset(scratch_stamps(g, c), 0, (size_t)t->max_children * sizeof(int));
            c->scratch[0] = 0;
        }
        c->stamp = ++c->scratch[0];
    } else if (g->spec.order == ORDER_ENUMERATED) {
        enumerated_ranks(g, n, b, scratch_ranks(c));
    }
    if (n->kind == NODE_CHANCE && g->spec.probs == PROBS_RANDOM) {
        /* The level's multiset, dealt to this node's outcomes in its own order. */
        int *w = scratch_weights(g, c);
        uint64_t key = stream_key(n->id, SALT_DEAL), counter = 0;
        random_level_weights(g, d, w);
        for (int k = 0; k + 1 < b; k++) {
            int j = k + (int)stream_below(key, &counter, (uint32_t)(b - k));
            int tmp = w[k]; w[k] = w[j]; w[j] = tmp;
        }
    }
    c->pos = 0;
}

/* Step k of the lazy Fisher-Yates shuffle: swaps positions k and j >= k
 * and returns the rank now at k.  Position k is final and never read
 * again, so only j is written (also when j == k: harmless).  Written
 * without branches: which way they would go is random, so they would be
 * mispredicted half the time. */
static inline int shuffle_step(int *ranks, int *stamps, int stamp, int k, int j)
{
    int at_j = ranks[j], at_k = ranks[k];
    int rank = stamps[j] == stamp ? at_j : j;
    ranks[j] = stamps[k] == stamp ? at_k : k;
    stamps[j] = stamp;
    return rank;
}

/* The next arc rank in the node's own order. */
static inline int order_next(const struct gen_tree *g, struct tree_cursor *c)
{
    int k = c->pos++;
    int *ranks = scratch_ranks(c);
    switch (g->spec.order) {
    case ORDER_BEST: return k;
    case ORDER_ENUMERATED: return ranks[k];
    case ORDER_RANDOM: break;
    }
    int j = k + (int)stream_below(c->key, &c->counter, (uint32_t)(g->branching[c->parent.depth] - k));
    return shuffle_step(ranks, scratch_stamps(g, c), c->stamp, k, j);
}

static value_t outcome_weight(const struct gen_tree *g, const struct tree_cursor *c, int rank)
{
    switch (g->spec.probs) {
    case PROBS_UNIFORM: return 1;
    case PROBS_DICE: return DICE_WEIGHTS[rank];
    case PROBS_RANDOM: break;
    }
    return scratch_weights(g, c)[rank];
}

/* The arc rank of the cursor's next child (there is one). */
static inline int next_rank(const struct gen_tree *g, struct tree_cursor *c)
{
    int rank;
    if (c->next == 0 && c->skip >= 0) {
        rank = c->skip;
    } else if (c->count > g->branching[c->parent.depth]) {
        rank = order_next(g, c); /* STAR_FIRST_AGAIN: every child follows, the first one too */
    } else {
        do rank = order_next(g, c); while (rank == c->skip);
    }
    c->next++;
    return rank;
}

/* The child of arc rank `rank`.  A leaf's identity is computed only for
 * models that read it (not Fuller's: its leaves are path sums). */
static void make_child(const struct gen_tree *g, const struct node *n, int rank, struct node *child)
{
    int d = n->depth, b = g->branching[d];
    int leaf = d + 1 == g->levels;
    child->depth = d + 1;
    child->kind = leaf ? NODE_LEAF : g->kind[d + 1];
    if (g->spec.order == ORDER_ENUMERATED) child->id = n->id * (uint64_t)b + (uint64_t)rank;
    else if (leaf && !g->model->leaf_reads_id) child->id = 0;
    else child->id = mix64(n->id + GOLDEN_GAMMA * (uint64_t)(rank + 1));
    child->path = n->path + g->model->arc(g, n->kind, b, rank, child->id);
}

static int gen_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct gen_tree *g = (const struct gen_tree *)c->tree;
    if (c->next == c->count) return 0;
    int rank = next_rank(g, c);
    make_child(g, &c->parent, rank, child);
    *weight = c->parent.kind == NODE_CHANCE ? outcome_weight(g, c, rank) : 1;
    return 1;
}

/* A leaf scan's step: keeps the smallest (is_min) or largest value so far
 * in *best (v itself for the first leaf); 1 once it reaches `stop`. */
static inline int scan_reached(int is_min, int first, value_t v, value_t stop, value_t *best)
{
    if (first || (is_min ? v < *best : v > *best)) *best = v;
    return is_min ? *best <= stop : *best >= stop;
}

/* Below a + or - node whose children are leaves: reads them in order until
 * the best so far reaches `stop` (see tree.h).  One loop with everything
 * inlined; with Fuller's model a leaf is its path sum plus the arc, and no
 * node is made. */
static value_t gen_scan_leaves(struct tree_cursor *c, int is_min, value_t stop, uint64_t *read)
{
    const struct gen_tree *g = (const struct gen_tree *)c->tree;
    const value_t scale = g->tree.scale, path = c->parent.path;
    const int b = g->branching[c->parent.depth], path_sum = g->model->leaf_is_path_sum;
    value_t best = 0;
    uint64_t n = 0;
    if (g->spec.order == ORDER_RANDOM && c->skip < 0 && path_sum) {
        /* The common case (the paper's trees), with the cursor's state in
         * registers: the steps of order_next, then the Fuller leaf. */
        int *ranks = scratch_ranks(c), *stamps = scratch_stamps(g, c);
        const int stamp = c->stamp;
        const uint64_t key = c->key;
        const enum node_kind kind = c->parent.kind;
        uint64_t counter = c->counter;
        int k = 0;
        while (k < b) {
            int j = k + (int)stream_below(key, &counter, (uint32_t)(b - k));
            int rank = shuffle_step(ranks, stamps, stamp, k, j);
            value_t v = scale * (path + arc_value(kind, b, rank));
            if (scan_reached(is_min, k++ == 0, v, stop, &best)) break;
        }
        c->counter = counter;
        c->pos = c->next = k;
        *read = (uint64_t)k;
        return best;
    }
    while (c->next < c->count) {
        int rank = next_rank(g, c);
        value_t v;
        if (path_sum) {
            v = scale * (path + arc_value(c->parent.kind, b, rank));
        } else {
            struct node leaf;
            make_child(g, &c->parent, rank, &leaf);
            v = g->model->leaf(g, &leaf);
        }
        if (scan_reached(is_min, n++ == 0, v, stop, &best)) break;
    }
    *read = n;
    return best;
}

static value_t gen_leaf(const struct tree *t, const struct node *leaf)
{
    const struct gen_tree *g = (const struct gen_tree *)t;
    return g->model->leaf(g, leaf);
}

static value_t gen_evaluate(const struct tree *t, const struct node *n)
{
    const struct gen_tree *g = (const struct gen_tree *)t;
    return g->spec.eval->evaluate(g, n);
}

/* Levels alternate + * - * ...: a node at depth d has (d + 1) / 2 move levels above it. */
static int gen_moves_above(const struct tree *t, const struct node *n)
{
    (void)t;
    return (n->depth + 1) / 2;
}

static const struct tree_ops GEN_OPS = { gen_open, gen_next, gen_leaf, gen_scan_leaves, NULL, gen_moves_above, NULL, NULL,
                                         NULL, NULL, NULL, NULL }; /* move_key NULL: a move is its position */
static const struct tree_ops GEN_EVAL_OPS = { gen_open, gen_next, gen_leaf, gen_scan_leaves, gen_evaluate,
                                              gen_moves_above, NULL, NULL, NULL, NULL, NULL, NULL };

/* The root's identity in trial `trial`: the trial itself when ENUMERATED,
 * else a hash of the seed, the shape and the trial (not of the root's
 * first child: --star-first and --best-first-prob reorder the same tree). */
static uint64_t root_key(const struct gen_spec *spec, uint64_t trial)
{
    uint64_t shape_hash = mix64(spec->seed);
    const uint64_t shape[] = { (uint64_t)spec->plies, (uint64_t)spec->n, (uint64_t)spec->c,
                               (uint64_t)spec->probs, (uint64_t)spec->model, spec->p_num, spec->p_den };
    for (size_t i = 0; i < sizeof shape / sizeof shape[0]; i++) shape_hash = mix64(shape_hash ^ shape[i]);
    return spec->order == ORDER_ENUMERATED ? trial : mix64(shape_hash ^ mix64(trial));
}

int gen_root_first_rank(const struct gen_spec *spec, uint64_t trial)
{
    if (spec->root_first_rank < 0 || spec->first_den == 0) return spec->root_first_rank;
    uint64_t counter = 0;
    uint32_t draw = stream_below(stream_key(root_key(spec, trial), SALT_FIRST), &counter, (uint32_t)spec->first_den);
    return draw < spec->first_num ? spec->root_first_rank : -1;
}

void gen_tree_init(struct gen_tree *g, const struct gen_spec *spec, uint64_t trial)
{
    set_shape(g, spec);
    g->key = root_key(spec, trial);
    g->root_first_rank = gen_root_first_rank(spec, trial);

    struct tree *t = &g->tree;
    t->ops = spec->eval ? &GEN_EVAL_OPS : &GEN_OPS;
    t->scale = 1;
    t->eval_scale = gen_eval_scale(spec);
    t->per_point = 0;
    t->max_horizon = 0;
    t->chance_levels = 0;
    for (int d = 0; d < g->levels; d++) t->chance_levels += g->kind[d] == NODE_CHANCE;
    t->max_children = spec->n > spec->c ? spec->n : spec->c;
    t->max_children_at = NULL;
    t->cursor_scratch_at = NULL;
    if (spec->root_first_rank >= 0 && spec->star_first_mode == STAR_FIRST_AGAIN)
        t->max_children = t->max_children > spec->n + 1 ? t->max_children : spec->n + 1;
    t->cursor_scratch = 1 + 3 * t->max_children;
    t->depth = g->levels;
    for (int d = 1; d < g->levels; d += 2) {
        g->level_total[d] = level_weight_total(g, d);
        t->scale *= g->level_total[d];
    }
    int64_t lo, hi;
    g->model->bounds(g, &lo, &hi);
    t->lo = lo * t->scale;
    t->hi = hi * t->scale;
    struct node root = { g->spec.order == ORDER_ENUMERATED ? 0 : g->key, 0, 0, NODE_MAX };
    t->root = root;
    if (spec->eval && spec->eval->prepare) spec->eval->prepare(g);
}
