/* engine.c - see engine.h. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mcts.h"
#include "core/parse.h"
#include "core/sampling.h"
#include "core/mix64.h"
#include "core/search.h"

#define MAX_PROBES 64
#define MAX_SIGMAS_MILLI 10000 /* cut-sigmas: 10 at most */

/* 1. Settings. */
struct setting {
    const char *key;
    int given;
};

enum { KEY_ALGO, KEY_HORIZON, KEY_ORDER, KEY_EVAL, KEY_PROBES, KEY_PROBE_FACTOR, KEY_TABLE, KEY_ITERATE, KEY_BUDGET,
       KEY_CUT_FIT, KEY_CUT_SIGMAS, KEY_CUT_REDUCTION, KEY_PLAYOUTS, KEY_EXPLORATION, KEY_SAMPLES, KEY_PLIES,
       KEY_COUNT };
static const char *const KEYS[KEY_COUNT] = { "algo", "horizon", "order", "eval", "probes", "probe-factor", "table",
                                             "iterate", "budget", "cut-fit", "cut-sigmas", "cut-reduction", "playouts",
                                             "exploration", "samples", "plies" };

/* What the settings give, before they are checked together. */
struct engine_settings {
    int algorithm;                   /* ALGORITHMS index, or ALGO_RANDOM, ALGO_OUTSIDE */
    uint64_t horizon, probes, probe_factor, table, iterate, reduction;
    int order;                       /* enum move_order */
    int sigmas_milli;
    uint64_t playouts;               /* algo=mcts */
    int exploration_milli;
    uint64_t samples;                /* algo=mcms */
    uint64_t plies;                  /* the game's outside engine */
    struct search_budget budget;
    const char *evaluator;           /* one of the game's evaluators' names */
    char cut_fit[512];
    unsigned given;                  /* 1 << KEY_* */
};

enum { ALGO_RANDOM = -1, ALGO_OUTSIDE = -2, ALGO_UNKNOWN = -3 };

static int parse_algorithm(const char *value, const struct game *g)
{
    if (strcmp(value, "random") == 0) return ALGO_RANDOM;
    if (g->outside && strcmp(value, g->outside->name) == 0) return ALGO_OUTSIDE;
    int i = algorithm_find(value);
    if (i < 0 || !algorithm_plays(&ALGORITHMS[i])) return ALGO_UNKNOWN;
    return i;
}

/* The algorithm's name, for messages. */
static const char *algorithm_name(int algorithm, const struct game *g)
{
    return algorithm >= 0 ? ALGORITHMS[algorithm].name : algorithm == ALGO_OUTSIDE ? g->outside->name : "random";
}

/* What a setting expects, for its message (the game's limits and names). */
static void expected(int key, const struct game *g, char *buf, size_t len)
{
    static const char *const FIXED[KEY_COUNT] = {
        [KEY_ORDER] = "tree, eval or eval-above", [KEY_PROBES] = "1 to 64 rounds", [KEY_PROBE_FACTOR] = "1 to 64",
        [KEY_TABLE] = "0 to 2^26 entries", [KEY_ITERATE] = "0 or 1",
        [KEY_BUDGET] = "evals=N or nodes=N (N from 1 to 2^62), or time=MS (CPU milliseconds, 1 to 3600000)", [KEY_CUT_FIT] = "a file name",
        [KEY_CUT_SIGMAS] = "0 to 10 sigmas, at most 3 decimals", [KEY_PLAYOUTS] = "1 to 10^9 play-outs",
        [KEY_EXPLORATION] = "0 to 100, at most 3 decimals", [KEY_SAMPLES] = "1 to 64 draws per * node",
    };
    if (key == KEY_ALGO) {
        algorithm_search_names(buf, len > 12 ? len - 12 : len);
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s or random", g->outside ? ", " : "",
                 g->outside ? g->outside->name : "");
    } else if (key == KEY_PLIES)
        snprintf(buf, len, "0 to %d plies", g->outside ? g->outside->max_plies : 0);
    else if (key == KEY_HORIZON || key == KEY_CUT_REDUCTION)
        snprintf(buf, len, "1 to %d move levels", g->max_horizon - (key == KEY_CUT_REDUCTION));
    else if (key == KEY_EVAL)
        game_evaluator_names(g, buf, len);
    else
        snprintf(buf, len, "%s", FIXED[key]);
}

/* One key=value into s; 0, or -1 with what was expected. */
static int parse_setting(int key, const char *value, const struct game *g, struct engine_settings *s, char *err,
                         size_t errlen)
{
    int ok = 0;
    char unused[256]; /* the shared parsers' messages name command-line options: the engine's own is below */
    const char *unused_summary;
    switch (key) {
    case KEY_ALGO: ok = (s->algorithm = parse_algorithm(value, g)) != ALGO_UNKNOWN; break;
    case KEY_HORIZON: ok = parse_uint(value, 1, (uint64_t)g->max_horizon, &s->horizon) == 0; break;
    case KEY_ORDER:
        for (int o = 0; o < HORIZON_MOVE_ORDER_COUNT; o++)
            if (o != MOVE_ORDER_RANDOM && strcmp(value, HORIZON_MOVE_ORDER_NAMES[o]) == 0) ok = 1, s->order = o;
        break;
    case KEY_EVAL:
        ok = game_has_evaluator(g, value);
        for (int i = 0; ok && (s->evaluator = game_evaluator(g, i, &unused_summary)) != NULL; i++)
            if (strcmp(s->evaluator, value) == 0) break;
        break;
    case KEY_PROBES: ok = parse_uint(value, 1, MAX_PROBES, &s->probes) == 0; break;
    case KEY_PROBE_FACTOR: ok = parse_uint(value, 1, MAX_PROBES, &s->probe_factor) == 0; break;
    case KEY_TABLE: ok = parse_uint(value, 0, SEARCH_MAX_TABLE, &s->table) == 0; break;
    case KEY_ITERATE: ok = parse_uint(value, 0, 1, &s->iterate) == 0; break;
    case KEY_BUDGET: ok = parse_budget(value, &s->budget, unused, sizeof unused) == 0; break;
    case KEY_CUT_FIT: ok = *value && strlen(value) < sizeof s->cut_fit; if (ok) strcpy(s->cut_fit, value); break;
    case KEY_CUT_SIGMAS:
        ok = parse_thousandths("", value, MAX_SIGMAS_MILLI, &s->sigmas_milli, unused, sizeof unused) == 0;
        break;
    case KEY_CUT_REDUCTION: ok = parse_uint(value, 1, (uint64_t)g->max_horizon - 1, &s->reduction) == 0; break;
    case KEY_PLAYOUTS: ok = parse_uint(value, 1, MCTS_MAX_PLAYOUTS, &s->playouts) == 0; break;
    case KEY_EXPLORATION:
        ok = parse_thousandths("", value, MCTS_MAX_EXPLORATION_MILLI, &s->exploration_milli, unused, sizeof unused) == 0;
        break;
    case KEY_SAMPLES: ok = parse_uint(value, 1, SAMPLING_MAX_SAMPLES, &s->samples) == 0; break;
    case KEY_PLIES: ok = g->outside && parse_uint(value, 0, (uint64_t)g->outside->max_plies, &s->plies) == 0; break;
    }
    if (ok) return 0;
    char what[256];
    expected(key, g, what, sizeof what);
    snprintf(err, errlen, "%s=%s: expected %s", KEYS[key], value, what);
    return -1;
}

/* The spec's settings, each key known and given once. */
static int parse_settings(const char *spec, const struct game *g, struct engine_settings *s, char *err, size_t errlen)
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
            char keys[256] = "";
            for (int k = 0; k < KEY_COUNT; k++)
                snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s%s", k ? ", " : "", KEYS[k]);
            snprintf(err, errlen, "'%.200s': expected KEY=VALUE, KEY one of %s", item, keys);
            return -1;
        }
        if (s->given & 1u << key) {
            snprintf(err, errlen, "%s: given twice", KEYS[key]);
            return -1;
        }
        s->given |= 1u << key;
        /* budget=evals=N: the value runs to the next comma, '=' included */
        if (parse_setting(key, eq + 1, g, s, err, errlen) != 0) return -1;
    }
    return 0;
}

/* 2. The settings checked together: each one read by the engine it sets. */
static int check_settings(const struct engine_settings *s, const struct game *g, char *err, size_t errlen)
{
    const struct algorithm *a = s->algorithm >= 0 ? &ALGORITHMS[s->algorithm] : NULL;
    int cpc = a && (a->needs & NEEDS_CUT_FIT);
    if (cpc && !g->eval_signature) {
        snprintf(err, errlen, "algo=%s: prunes by a fit of the evaluation, which --game %s does not offer", a->name,
                 g->name);
        return -1;
    }
    struct { int key, read; } reads[] = {
        { KEY_HORIZON, a != NULL }, { KEY_ORDER, a != NULL }, { KEY_EVAL, a != NULL },
        { KEY_PROBES, a && a->probe_rounds == PROBES_FROM_OPTION },
        { KEY_PROBE_FACTOR, a && a->probe_rounds == PROBE_FACTOR_FROM_OPTION },
        { KEY_TABLE, a && a->tabled }, { KEY_ITERATE, a && a->tabled },
        { KEY_BUDGET, a != NULL }, { KEY_CUT_FIT, cpc }, { KEY_CUT_SIGMAS, cpc },
        { KEY_CUT_REDUCTION, cpc }, { KEY_PLAYOUTS, a && a->method == METHOD_MCTS },
        { KEY_EXPLORATION, a && a->method == METHOD_MCTS }, { KEY_SAMPLES, a && a->sampled },
        { KEY_PLIES, s->algorithm == ALGO_OUTSIDE },
    };
    for (size_t i = 0; i < sizeof reads / sizeof reads[0]; i++)
        if ((s->given & 1u << reads[i].key) && !reads[i].read) {
            snprintf(err, errlen, "%s: not read by algo=%s", KEYS[reads[i].key], algorithm_name(s->algorithm, g));
            return -1;
        }
    if (cpc && !(s->given & 1u << KEY_CUT_FIT)) {
        snprintf(err, errlen, "algo=cpc: needs cut-fit=FILE (ChanceProbCut's fit, e.g. data/cpc-fit.txt)");
        return -1;
    }
    if ((s->given & 1u << KEY_PLAYOUTS) && s->budget.kind != BUDGET_NONE) {
        snprintf(err, errlen, "playouts: not with budget (give one: a count of play-outs, or a budget to spend)");
        return -1;
    }
    if (s->iterate && s->budget.kind != BUDGET_NONE) {
        snprintf(err, errlen, "iterate: not with budget (a budget deepens horizon by horizon itself)");
        return -1;
    }
    if (a && s->budget.kind != BUDGET_NONE && !experiment_budget_binds(a, (int)s->horizon)) {
        snprintf(err, errlen, "budget: deepens up to the engine's horizon, and at horizon=1%s it bounds nothing "
                 "(give horizon=2 or more)", s->given & 1u << KEY_HORIZON ? "" : " (the default)");
        return -1;
    }
    return 0;
}

/* 3. The engine the settings make. */
static void make_algorithm(const struct engine_settings *s, struct engine *e)
{
    const struct algorithm *a = &ALGORITHMS[s->algorithm];
    struct run_algorithm *ra = &e->algorithm;
    ra->algorithm = a;
    ra->params = algorithm_params(a, (int)s->probes, (int)s->probe_factor);
    ra->params.table = a->tabled && s->table > 0;
    ra->table_entries = ra->params.table ? s->table : 0;
    ra->iterative = a->tabled && s->iterate;
    ra->budget = s->budget;
    e->horizon.horizon = (int)s->horizon;
    e->horizon.eval = EVAL_SOURCE;
    e->horizon.eval_name = s->evaluator;
    e->horizon.order = (enum move_order)s->order;
    e->horizon.chance_order = CHANCE_ORDER_TREE;
    ra->params.playouts = s->playouts;
    ra->params.exploration_milli = s->exploration_milli;
    ra->samples = a->sampled ? (int)s->samples : 0;
}

/* The engine's shape (its game's start at its horizon) and cpc's fit,
 * checked against them.  0, or -1 with err set. */
static int open_shape(const struct engine_settings *s, struct engine *e, char *err, size_t errlen)
{
    const struct game *g = e->game->game;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
    g->start(e->game, 0, position, roll);
    e->shape = g->open(e->game, position, roll[0] ? roll : NULL, e->horizon.horizon, s->evaluator, err, errlen);
    if (!e->shape) return -1;
    if (experiment_check_algorithm(&e->algorithm, g->tree(e->shape), &e->horizon, err, errlen) != 0) return -1;
    if (!(s->given & 1u << KEY_CUT_FIT)) return 0;
    strcpy(e->cut_fit_file, s->cut_fit);
    e->fit.file = e->cut_fit_file;
    e->fit.reduction = (int)s->reduction;
    e->fit.sigmas_milli = s->sigmas_milli;
    if (cut_fit_read(e->cut_fit_file, &e->fit, err, errlen) != 0
        || cut_fit_check(&e->fit, g->name, g->eval_signature(e->shape), g->tree(e->shape), e->horizon.horizon, err,
                         errlen) != 0)
        return -1;
    e->algorithm.cut_fit = &e->fit;
    return 0;
}

int engine_parse(const char *spec, const struct game_spec *game, struct engine *e, char *err, size_t errlen)
{
    struct engine_settings s = { 0, 1, SEARCH_DEFAULT_PROBES, SEARCH_DEFAULT_PROBES, 0, 0, 1, MOVE_ORDER_EVAL, 1000,
                                 MCTS_DEFAULT_PLAYOUTS, MCTS_DEFAULT_EXPLORATION_MILLI, SAMPLING_DEFAULT_SAMPLES, 0,
                                 { BUDGET_NONE, 0 },
                                 game_default_evaluator(game->game), "", 0 };
    char why[768];
    s.algorithm = algorithm_find("star2");
    memset(e, 0, sizeof *e);
    e->spec = spec;
    e->game = game;
    if (parse_settings(spec, game->game, &s, why, sizeof why) != 0 || check_settings(&s, game->game, why, sizeof why) != 0) {
        snprintf(err, errlen, "'%s': %s", spec, why);
        return -1;
    }
    e->random = s.algorithm == ALGO_RANDOM;
    if (e->random) return 0;
    if (s.algorithm == ALGO_OUTSIDE) {
        e->outside = game->game->outside;
        e->plies = (int)s.plies;
        if (e->outside->available(why, sizeof why) == 0) return 0;
        snprintf(err, errlen, "'%s': %s", spec, why);
        return -1;
    }
    make_algorithm(&s, e);
    if (open_shape(&s, e, why, sizeof why) == 0) return 0;
    snprintf(err, errlen, "'%s': %s", spec, why);
    engine_free(e);
    return -1;
}

void engine_free(struct engine *e)
{
    if (e->shape) e->game->game->close(e->shape);
    e->shape = NULL;
}

int engine_seat_init(struct engine_seat *s, const struct engine *e, char *err, size_t errlen)
{
    s->engine = e;
    s->chooser = NULL;
    s->outside = NULL;
    if (e->random) return 0;
    if (e->outside) return (s->outside = e->outside->open(err, errlen)) ? 0 : -1;
    s->chooser = experiment_chooser_new(e->game->game->tree(e->shape), &e->algorithm, &e->horizon);
    if (s->chooser) return 0;
    snprintf(err, errlen, "out of memory (an engine's search)");
    return -1;
}

void engine_seat_free(struct engine_seat *s)
{
    experiment_chooser_free(s->chooser);
    s->chooser = NULL;
    if (s->outside) s->engine->outside->close(s->outside);
    s->outside = NULL;
}

int engine_choose(struct engine_seat *s, const struct tree *t, size_t count, uint64_t random_key,
                  struct search_stats *cost, char *err, size_t errlen)
{
    if (s->engine->random) return (int)game_draw(random_key, count);
    if (s->engine->outside) { /* asked by the game's own match, never here */
        snprintf(err, errlen, "%s: an outside engine plays only in its game's own matches", s->engine->spec);
        return -1;
    }
    if (count == 1) return 0; /* nothing to choose: no search, no cost */
    struct trial_result r;
    if (experiment_choose(s->chooser, t, &r) != 0 || r.quality.chosen < 0) {
        snprintf(err, errlen, "%s: the search stopped", s->engine->spec);
        return -1;
    }
    search_stats_add(cost, &r.stats);
    search_stats_add(cost, &r.dropped); /* a budget's abandoned horizon was searched too */
    return r.quality.chosen;
}
