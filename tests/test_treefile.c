/* test_treefile.c - trees read from files.
 *
 * 2,000 random irregular trees (+, - and * nodes mixed at any depth, 1 to 5
 * children, equal or random unequal probabilities, leaves at any depth) are
 * written to a file in starbench's format and in Gambit's .efg, and read
 * back.  For each: the root's exact value, computed here independently as a
 * reduced fraction, equals exhaustive *-minimax's; minimax reads every
 * leaf; every pruning algorithm (both cutoff tests) returns the same value,
 * and keeps the search's contract on random windows at the root; and the
 * two formats give identical counts for every algorithm.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rng.h"
#include "core/search.h"
#include "sources/treefile.h"

static int rng_below(int n) { return (int)(rng_next() % (uint64_t)n); }

static int64_t gcd64(int64_t a, int64_t b)
{
    if (a < 0) a = -a;
    while (b) {
        int64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* An exact value p/q, q > 0, reduced. */
struct fraction { int64_t p, q; };

static struct fraction reduce(int64_t p, int64_t q)
{
    int64_t g = gcd64(p, q);
    struct fraction f = { p / g, q / g };
    return f;
}

static int less(struct fraction a, struct fraction b) { return a.p * b.q < b.p * a.q; }

#define MAX_CHILDREN 5
#define MAX_DEPTH 5

/* Writes one random subtree to both files and returns its exact value. */
static struct fraction write_tree(FILE *native, FILE *efg, int depth, int *infoset, int *outcome, uint64_t *leaves)
{
    int kind = depth == MAX_DEPTH || (depth > 0 && rng_below(4) == 0) ? 3 : rng_below(3);
    if (kind == 3) {
        int v = rng_below(41) - 20;
        fprintf(native, " %d", v);
        /* Equal payoffs share an outcome number (its payoffs given once). */
        int number = v + 21;
        if (outcome[number]) fprintf(efg, "t \"\" %d\n", number);
        else fprintf(efg, "t \"\" %d \"\" { %d, %d }\n", number, v, -v);
        outcome[number] = 1;
        (*leaves)++;
        struct fraction f = { v, 1 };
        return f;
    }
    int b = 1 + rng_below(MAX_CHILDREN), weight[MAX_CHILDREN], total = 0, equal = kind != 1 || rng_below(2);
    for (int i = 0; i < b; i++) total += weight[i] = equal ? 1 : 1 + rng_below(6);
    static const char *const NAMES[] = { "max", "min", "chance" };
    fprintf(native, " (%s", NAMES[kind]);
    if (kind == 2) {
        fprintf(efg, "c \"\" %d \"\" {", ++*infoset);
        for (int i = 0; i < b; i++) {
            struct fraction p = reduce(weight[i], total);
            fprintf(efg, " \"%d\" %lld/%lld", i, (long long)p.p, (long long)p.q);
        }
    } else {
        fprintf(efg, "p \"\" %d %d \"\" {", kind == 0 ? 1 : 2, ++*infoset);
        for (int i = 0; i < b; i++) fprintf(efg, " \"%d\"", i);
    }
    fputs(" } 0\n", efg);
    struct fraction value = { 0, 1 };
    for (int i = 0; i < b; i++) {
        if (kind == 2 && !equal) {
            struct fraction p = reduce(weight[i], total);
            fprintf(native, " %lld/%lld", (long long)p.p, (long long)p.q);
        }
        struct fraction v = write_tree(native, efg, depth + 1, infoset, outcome, leaves);
        if (kind == 2) { /* value += v * w_i / W */
            value = reduce(value.p * v.q * total + v.p * weight[i] * value.q, value.q * v.q * total);
        } else if (i == 0 || (kind == 0 ? less(value, v) : less(v, value))) {
            value = v;
        }
    }
    fputs(")", native);
    return value;
}

static const struct search_params PRUNING[] = {
    { .method = METHOD_STAR }, { .method = METHOD_STAR, .probe_rounds = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2 }, { .method = METHOD_STAR, .probe_rounds = 3 },
    { .method = METHOD_STAR, .probe_rounds = 0, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT },
};
#define PRUNING_COUNT ((int)(sizeof PRUNING / sizeof PRUNING[0]))
static const struct search_params EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE };

static struct file_tree *read_back(FILE *file, const char *name)
{
    char err[512];
    rewind(file);
    struct file_tree *f = treefile_read(file, name, NULL, err, sizeof err);
    CHECK(f != NULL, "%s: %s", name, f ? "" : err);
    return f;
}

static void test_random_trees(int trees)
{
    for (int trial = 0; trial < trees; trial++) {
        FILE *native = tmpfile(), *efg = tmpfile();
        if (!native || !efg) {
            CHECK(0, "tmpfile failed");
            return;
        }
        int infoset = 0, outcome[64] = { 0 };
        uint64_t leaves = 0;
        fputs("EFG 2 R \"random\" { \"Max\" \"Min\" }\n\"\"\n", efg);
        struct fraction exact = write_tree(native, efg, 0, &infoset, outcome, &leaves);
        fputc('\n', native);
        struct file_tree *a = read_back(native, "native"), *b = read_back(efg, "efg");
        fclose(native);
        fclose(efg);
        if (!a || !b) {
            treefile_free(a);
            treefile_free(b);
            return;
        }
        const struct tree *ta = treefile_tree(a), *tb = treefile_tree(b);
        CHECK_EQ_INT(treefile_leaf_count(a), leaves, "trial %d: leaves read", trial);
        CHECK_EQ_INT(ta->scale, tb->scale, "trial %d: the same scale in both formats", trial);
        struct search_workspace *wa = search_workspace_new(ta), *wb = search_workspace_new(tb);
        struct search_stats sa = { 0 }, sb = { 0 };
        value_t va = search_root(wa, ta, &EXHAUSTIVE, &sa).value, vb = search_root(wb, tb, &EXHAUSTIVE, &sb).value;
        CHECK(va * exact.q == exact.p * ta->scale, "trial %d: minimax %lld/%lld, exact %lld/%lld", trial,
              (long long)va, (long long)ta->scale, (long long)exact.p, (long long)exact.q);
        CHECK_EQ_INT(sa.leaves, leaves, "trial %d: minimax reads every leaf", trial);
        CHECK_EQ_INT(vb, va, "trial %d: .efg minimax", trial);
        for (int k = 0; k < PRUNING_COUNT; k++) {
            struct search_stats pa = { 0 }, pb = { 0 };
            value_t ra = search_root(wa, ta, &PRUNING[k], &pa).value, rb = search_root(wb, tb, &PRUNING[k], &pb).value;
            CHECK_EQ_INT(ra, va, "trial %d: pruning %d (rounds %d)", trial, k, PRUNING[k].probe_rounds);
            CHECK(rb == ra && pb.leaves == pa.leaves && pb.probe_cutoffs == pa.probe_cutoffs
                      && pb.regular_cutoffs == pa.regular_cutoffs,
                  "trial %d: pruning %d differs between the formats", trial, k);
            /* --goal move on files: the chosen child is a best one (its exact value is the root's),
             * and a value found as a lower bound is at most the root's. */
            struct search_params move = PRUNING[k];
            move.goal = GOAL_MOVE;
            struct search_result m = search_root(wa, ta, &move, &pa);
            if (ta->root.kind == NODE_MAX) {
                CHECK_EQ_INT(search_root_child_value(wa, ta, m.best), va, "trial %d: pruning %d goal move chose", trial, k);
                CHECK(m.lower_bound_only ? m.value <= va : m.value == va, "trial %d: pruning %d goal move value", trial, k);
            }
            /* A random window at the root: fail-soft at + and -, fail-hard at *. */
            value_t lo = ta->lo, hi = ta->hi;
            if (hi > lo) {
                value_t alpha = lo + (value_t)(rng_next() % (uint64_t)(hi - lo));
                value_t beta = alpha + 1 + (value_t)(rng_next() % (uint64_t)(hi - alpha));
                value_t got = search_node(wa, ta, &PRUNING[k], &ta->root, alpha, beta, &pa);
                int ok = va <= alpha ? va <= got && got <= alpha : va >= beta ? beta <= got && got <= va : got == va;
                CHECK(ok, "trial %d: pruning %d window [%lld, %lld]: got %lld, value %lld", trial, k,
                      (long long)alpha, (long long)beta, (long long)got, (long long)va);
            }
        }
        search_workspace_free(wa);
        search_workspace_free(wb);
        treefile_free(a);
        treefile_free(b);
    }
}

/* Known answers: the format's example values, exactly. */
static void test_known_values(void)
{
    static const struct { const char *text; const char *value; } CASES[] = {
        { "(max (chance (min 3 1) (min 5 2)) (chance 1/4 (min -1 0) 3/4 7))", "5" },
        { "(chance 1/3 1 2/3 2)", "5/3" },
        { "# a comment\n-7 # the root is a leaf\n", "-7" },
        { "(min (chance 1 2) (chance 1/6 0 5/6 1))", "5/6" },
        { "EFG 2 R \"t\" { \"a\" \"b\" } c \"\" 1 \"\" { \"x\" 0.25 \"y\" 0.75 } 0 "
          "t \"\" 1 \"\" { 0.5 -0.5 } t \"\" 2 \"\" { 1, -1 }", "7/8" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        FILE *f = tmpfile();
        fputs(CASES[i].text, f);
        struct file_tree *t = read_back(f, "known");
        fclose(f);
        if (!t) continue;
        struct search_workspace *ws = search_workspace_new(treefile_tree(t));
        struct search_stats st = { 0 };
        char got[64];
        tree_format_value(treefile_tree(t), search_root(ws, treefile_tree(t), &EXHAUSTIVE, &st).value, got, sizeof got);
        CHECK(strcmp(got, CASES[i].value) == 0, "known %zu: got %s, expected %s", i, got, CASES[i].value);
        search_workspace_free(ws);
        treefile_free(t);
    }
}

int main(void)
{
    test_known_values();
    test_random_trees(2000);
    printf("checked 2000 random irregular trees read from files in both formats\n");
    return check_report("test_treefile");
}
