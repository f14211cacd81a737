/* engine.c - see engine.h. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bgeval.h"
#include "parse.h"
#include "mix64.h"
#include "search.h"

#define MAX_PROBES 64
#define MAX_SIGMAS_MILLI 10000 /* cut-sigmas: 10 at most */

/* 1. Settings. */
struct setting {
    const char *key;
    int given;
};

enum { KEY_ALGO, KEY_HORIZON, KEY_ORDER, KEY_EVAL, KEY_PROBES, KEY_PROBE_FACTOR, KEY_TABLE, KEY_ITERATE, KEY_BUDGET,
       KEY_CUT_FIT, KEY_CUT_SIGMAS, KEY_CUT_REDUCTION, KEY_COUNT };
static const char *const KEYS[KEY_COUNT] = { "algo", "horizon", "order", "eval", "probes", "probe-factor", "table",
                                             "iterate", "budget", "cut-fit", "cut-sigmas", "cut-reduction" };

/* What the settings give, before they are checked together. */
struct engine_settings {
    int algorithm;                   /* ALGORITHMS index, -1 random */
    uint64_t horizon, probes, probe_factor, table, iterate, reduction;
    int order;                       /* enum move_order */
    int sigmas_milli;
    struct search_budget budget;
    const struct bg_evaluator *evaluator;
    char cut_fit[512];
    unsigned given;                  /* 1 << KEY_* */
};

static int parse_algorithm(const char *value)
{
    if (strcmp(value, "random") == 0) return -1;
    int i = algorithm_find(value);
    if (i < 0 || (ALGORITHMS[i].method != METHOD_EXHAUSTIVE && ALGORITHMS[i].method != METHOD_STAR)) return -2;
    return i;
}

/* One key=value into s; 0, or -1 with what was expected. */
static int parse_setting(int key, const char *value, struct engine_settings *s, char *err, size_t errlen)
{
    int ok = 0;
    char unused[256]; /* the shared parsers' messages name command-line options: the engine's own is below */
    switch (key) {
    case KEY_ALGO: ok = (s->algorithm = parse_algorithm(value)) >= -1; break;
    case KEY_HORIZON: ok = parse_uint(value, 1, BG_GAME_MAX_HORIZON, &s->horizon) == 0; break;
    case KEY_ORDER:
        for (int o = 0; o < HORIZON_MOVE_ORDER_COUNT; o++)
            if (o != MOVE_ORDER_RANDOM && strcmp(value, HORIZON_MOVE_ORDER_NAMES[o]) == 0) ok = 1, s->order = o;
        break;
    case KEY_EVAL: ok = (s->evaluator = bg_evaluator_find(value)) != NULL; break;
    case KEY_PROBES: ok = parse_uint(value, 1, MAX_PROBES, &s->probes) == 0; break;
    case KEY_PROBE_FACTOR: ok = parse_uint(value, 1, MAX_PROBES, &s->probe_factor) == 0; break;
    case KEY_TABLE: ok = parse_uint(value, 0, SEARCH_MAX_TABLE, &s->table) == 0; break;
    case KEY_ITERATE: ok = parse_uint(value, 0, 1, &s->iterate) == 0; break;
    case KEY_BUDGET: ok = parse_budget(value, &s->budget, unused, sizeof unused) == 0; break;
    case KEY_CUT_FIT: ok = *value && strlen(value) < sizeof s->cut_fit; if (ok) strcpy(s->cut_fit, value); break;
    case KEY_CUT_SIGMAS:
        ok = parse_thousandths("", value, MAX_SIGMAS_MILLI, &s->sigmas_milli, unused, sizeof unused) == 0;
        break;
    case KEY_CUT_REDUCTION: ok = parse_uint(value, 1, BG_GAME_MAX_HORIZON - 1, &s->reduction) == 0; break;
    }
    char algorithms[256];
    algorithm_search_names(algorithms, sizeof algorithms - 10);
    strcat(algorithms, " or random");
    const char *const EXPECTED[KEY_COUNT] = {
        algorithms, "1 to 6 move levels", "tree, eval or eval-above",
        "fitted or net", "1 to 64 rounds", "1 to 64", "0 to 2^26 entries", "0 or 1", "evals=N or nodes=N, N from 1 to 2^62",
        "a file name", "0 to 10 sigmas, at most 3 decimals", "1 to 5 move levels"
    };
    if (!ok) snprintf(err, errlen, "%s=%s: expected %s", KEYS[key], value, EXPECTED[key]);
    return ok ? 0 : -1;
}

/* The spec's settings, each key known and given once. */
static int parse_settings(const char *spec, struct engine_settings *s, char *err, size_t errlen)
{
    char text[1024];
    if (snprintf(text, sizeof text, "%s", spec) >= (int)sizeof text) {
        snprintf(err, errlen, "longer than %zu characters", sizeof text - 1);
        return -1;
    }
    if (text[0] == '\0') {
        snprintf(err, errlen, "an empty spec: give KEY=VALUE settings, e.g. algo=star2,horizon=2");
        return -1;
    }
    for (char *item = text, *next; item; item = next) { /* not strtok: it would skip an empty setting */
        next = strchr(item, ',');
        if (next) *next++ = '\0';
        if (item[0] == '\0') {
            snprintf(err, errlen, "an empty setting (two commas, or a comma at either end)");
            return -1;
        }
        char *eq = strchr(item, '=');
        int key = 0;
        if (eq) *eq = '\0';
        while (key < KEY_COUNT && strcmp(item, KEYS[key]) != 0) key++;
        if (!eq || key == KEY_COUNT) {
            snprintf(err, errlen, "'%.200s': expected KEY=VALUE, KEY one of algo, horizon, order, eval, probes, "
                     "probe-factor, table, iterate, budget, cut-fit, cut-sigmas, cut-reduction", item);
            return -1;
        }
        if (s->given & 1u << key) {
            snprintf(err, errlen, "%s: given twice", KEYS[key]);
            return -1;
        }
        s->given |= 1u << key;
        /* budget=evals=N: the value runs to the next comma, '=' included */
        if (parse_setting(key, eq + 1, s, err, errlen) != 0) return -1;
    }
    return 0;
}

/* 2. The settings checked together: each one read by the engine it sets. */
static int check_settings(const struct engine_settings *s, char *err, size_t errlen)
{
    const struct algorithm *a = s->algorithm >= 0 ? &ALGORITHMS[s->algorithm] : NULL;
    int cpc = a && (a->needs & NEEDS_CUT_FIT);
    struct { int key, read; } reads[] = {
        { KEY_HORIZON, a != NULL }, { KEY_ORDER, a != NULL }, { KEY_EVAL, a != NULL },
        { KEY_PROBES, a && a->probe_rounds == PROBES_FROM_OPTION },
        { KEY_PROBE_FACTOR, a && a->probe_rounds == PROBE_FACTOR_FROM_OPTION },
        { KEY_TABLE, a && a->method == METHOD_STAR }, { KEY_ITERATE, a && a->method == METHOD_STAR },
        { KEY_BUDGET, a != NULL }, { KEY_CUT_FIT, cpc }, { KEY_CUT_SIGMAS, cpc }, { KEY_CUT_REDUCTION, cpc },
    };
    for (size_t i = 0; i < sizeof reads / sizeof reads[0]; i++)
        if ((s->given & 1u << reads[i].key) && !reads[i].read) {
            snprintf(err, errlen, "%s: not read by algo=%s", KEYS[reads[i].key], a ? a->name : "random");
            return -1;
        }
    if (cpc && !(s->given & 1u << KEY_CUT_FIT)) {
        snprintf(err, errlen, "algo=cpc: needs cut-fit=FILE (ChanceProbCut's fit, e.g. data/cpc-fit.txt)");
        return -1;
    }
    if (s->iterate && s->budget.kind != BUDGET_NONE) {
        snprintf(err, errlen, "iterate: not with budget (a budget deepens horizon by horizon itself)");
        return -1;
    }
    return 0;
}

/* 3. The engine the settings make. */
static void make_algorithm(const struct engine_settings *s, struct bg_engine *e)
{
    const struct algorithm *a = &ALGORITHMS[s->algorithm];
    struct run_algorithm *ra = &e->algorithm;
    ra->algorithm = a;
    ra->params = algorithm_params(a, (int)s->probes, (int)s->probe_factor);
    ra->params.table = a->method == METHOD_STAR && s->table > 0;
    ra->table_entries = ra->params.table ? s->table : 0;
    ra->iterative = a->method == METHOD_STAR && s->iterate;
    ra->budget = s->budget;
    e->horizon.horizon = (int)s->horizon;
    e->horizon.eval = EVAL_SOURCE;
    e->horizon.eval_name = s->evaluator->name;
    e->horizon.order = (enum move_order)s->order;
    e->horizon.chance_order = CHANCE_ORDER_TREE;
}

int bg_engine_parse(const char *spec, struct bg_engine *e, char *err, size_t errlen)
{
    struct engine_settings s = { 0, 1, SEARCH_DEFAULT_PROBES, SEARCH_DEFAULT_PROBES, 0, 0, 1, MOVE_ORDER_EVAL, 1000,
                                 { BUDGET_NONE, 0 }, BG_DEFAULT_EVALUATOR, "", 0 };
    char why[768];
    s.algorithm = algorithm_find("star2");
    memset(e, 0, sizeof *e);
    e->spec = spec;
    if (parse_settings(spec, &s, why, sizeof why) != 0 || check_settings(&s, why, sizeof why) != 0) {
        snprintf(err, errlen, "'%s': %s", spec, why);
        return -1;
    }
    e->random = s.algorithm < 0;
    if (e->random) return 0;
    make_algorithm(&s, e);
    char unused[256];
    if (bg_game_init(&e->shape, BG_START_ID, "31", e->horizon.horizon, unused, sizeof unused) != 0) return -1;
    e->shape.evaluator = s.evaluator;
    if (!(s.given & 1u << KEY_CUT_FIT)) return 0;
    strcpy(e->cut_fit_file, s.cut_fit);
    e->fit.file = e->cut_fit_file;
    e->fit.reduction = (int)s.reduction;
    e->fit.sigmas_milli = s.sigmas_milli;
    if (cut_fit_read(e->cut_fit_file, &e->fit, why, sizeof why) != 0
        || cut_fit_check(&e->fit, "backgammon", s.evaluator->signature(), &e->shape.tree, e->horizon.horizon, why,
                         sizeof why) != 0) {
        snprintf(err, errlen, "'%s': %s", spec, why);
        return -1;
    }
    e->algorithm.cut_fit = &e->fit;
    return 0;
}

int bg_engine_seat_init(struct bg_engine_seat *s, const struct bg_engine *e)
{
    s->engine = e;
    s->chooser = NULL;
    if (e->random) return 0;
    s->chooser = experiment_chooser_new(&e->shape.tree, &e->algorithm, &e->horizon);
    return s->chooser ? 0 : -1;
}

void bg_engine_seat_free(struct bg_engine_seat *s)
{
    experiment_chooser_free(s->chooser);
    s->chooser = NULL;
}

uint64_t bg_draw(uint64_t key, uint64_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n; /* draws at or past it would favour the small values */
    for (uint64_t attempt = 0;; attempt++) {
        uint64_t x = mix64(key ^ mix64(attempt));
        if (x < limit) return x % n;
    }
}

int bg_engine_choose(struct bg_engine_seat *s, const struct bg_board *b, int d1, int d2, size_t count,
                     uint64_t random_key, struct search_stats *cost, char *err, size_t errlen)
{
    if (s->engine->random) return (int)bg_draw(random_key, count);
    if (count == 1) return 0; /* nothing to choose: no search, no cost */
    struct bg_game g;
    struct trial_result r;
    g.evaluator = s->engine->shape.evaluator;
    bg_game_set(&g, b, d1, d2, s->engine->horizon.horizon);
    if (experiment_choose(s->chooser, &g.tree, &r) != 0 || r.quality.chosen < 0) {
        snprintf(err, errlen, "%s: the search stopped", s->engine->spec);
        return -1;
    }
    search_stats_add(cost, &r.stats);
    return r.quality.chosen;
}
