/* engine_spec.c - see engine_spec.h. */
#include "cli/engine_spec.h"

#include <stdio.h>
#include <string.h>

#include "cli/options.h"
#include "core/mcts.h"
#include "core/search.h"

/* 1. The spec's settings into a run configuration of their own, each by
 * its row's reader; given[id] counts each key.  Text values point into
 * text, which the caller keeps while it reads them. */
static int read_keys(char *text, struct run_config *o, unsigned char *given, char *err, size_t errlen)
{
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
        if (eq) *eq = '\0';
        const struct cli_option *opt = eq ? cli_option_named(CMD_ENGINE, item) : NULL;
        if (!opt) {
            char keys[512];
            cli_option_names(CMD_ENGINE, keys, sizeof keys);
            snprintf(err, errlen, "'%.200s': expected KEY=VALUE, KEY one of %s", item, keys);
            return -1;
        }
        if (given[opt->id]++) {
            snprintf(err, errlen, "%s: given twice", opt->name);
            return -1;
        }
        const char *value = eq + 1; /* budget=evals=N: the value runs to the next comma, '=' included */
        if (opt->kind == KIND_FLAG && strcmp(value, "0") != 0 && strcmp(value, "1") != 0) {
            snprintf(err, errlen, "%s=%s: expected 0 or 1", opt->name, value);
            return -1;
        }
        if (opt->kind == KIND_FLAG && value[0] == '0') continue;
        if (opt->id == OPT_EVAL) { /* checked against this game's evaluations, not every game's: below */
            o->horizon.eval_name = value;
            continue;
        }
        if (cli_option_read(opt, CMD_ENGINE, value, o, err, errlen) != 0) return -1;
    }
    return 0;
}

/* 2. Each value against the game: what the game limits or names. */
static int resolve_algorithm(const char *name, const struct game *g, struct engine_settings *s, char *err,
                             size_t errlen)
{
    int i = algorithm_find(name);
    if (strcmp(name, "random") == 0) s->kind = ENGINE_RANDOM;
    else if (g->outside && strcmp(name, g->outside->name) == 0) s->kind = ENGINE_OUTSIDE;
    else if (i >= 0 && algorithm_plays(&ALGORITHMS[i])) s->algorithm = i;
    else {
        char names[256];
        algorithm_search_names(names, sizeof names);
        snprintf(err, errlen, "algo=%s: expected %s%s%s or random", name, names, g->outside ? ", " : "",
                 g->outside ? g->outside->name : "");
        return -1;
    }
    return 0;
}

/* The game's evaluator called `name` (its own copy of the name, which
 * outlives the spec's text), or NULL. */
static const char *evaluator_named(const struct game *g, const char *name)
{
    const char *own, *summary;
    for (int i = 0; (own = game_evaluator(g, i, &summary)) != NULL; i++)
        if (strcmp(own, name) == 0) return own;
    return NULL;
}

/* The orders an engine takes (every move order but random, which
 * reorders tree files only), as "a, b or c". */
static void engine_orders(char *buf, size_t len)
{
    int n = 0, last = HORIZON_MOVE_ORDER_COUNT - 1;
    buf[0] = '\0';
    for (int i = 0; i <= last && n >= 0 && (size_t)n < len; i++)
        if (i != MOVE_ORDER_RANDOM)
            n += snprintf(buf + n, len - (size_t)n, "%s%s", n == 0 ? "" : i == last ? " or " : ", ",
                          HORIZON_MOVE_ORDER_NAMES[i]);
}

static int check_against_game(const struct run_config *o, const unsigned char *given, const struct game *g,
                              struct engine_settings *s, char *err, size_t errlen)
{
    if (given[OPT_ENGINE_ALGO] && resolve_algorithm(o->match.engine_algo, g, s, err, errlen) != 0) return -1;
    if (s->horizon > g->max_horizon)
        snprintf(err, errlen, "horizon=%d: expected 1 to %d move levels", s->horizon, g->max_horizon);
    else if (s->order == MOVE_ORDER_RANDOM) {
        char orders[128];
        engine_orders(orders, sizeof orders);
        snprintf(err, errlen, "order=%s: expected %s", HORIZON_MOVE_ORDER_NAMES[s->order], orders);
    }
    else if (!(s->evaluator = evaluator_named(g, s->evaluator))) {
        char names[256];
        game_evaluator_names(g, names, sizeof names);
        snprintf(err, errlen, "eval=%s: expected %s", o->horizon.eval_name, names);
    } else if (given[OPT_CUT_REDUCTION] && s->cut_reduction > g->max_horizon - 1)
        snprintf(err, errlen, "cut-reduction=%d: expected 1 to %d move levels", s->cut_reduction, g->max_horizon - 1);
    else if (given[OPT_ENGINE_PLIES] && g->outside && s->plies > g->outside->max_plies)
        snprintf(err, errlen, "plies=%d: expected 0 to %d plies", s->plies, g->outside->max_plies);
    else
        return 0;
    return -1;
}

/* 3. The settings checked together: each key given is one the engine
 * reads (the rest would be ignored in silence). */
static int check_reads(const struct engine_settings *s, const unsigned char *given, const struct game *g, char *err,
                       size_t errlen)
{
    const struct algorithm *a = s->kind == ENGINE_SEARCH ? &ALGORITHMS[s->algorithm] : NULL;
    int cpc = a && (a->needs & NEEDS_CUT_FIT);
    const char *name = a ? a->name : s->kind == ENGINE_OUTSIDE ? g->outside->name : "random";
    if (cpc && !g->eval_signature) {
        snprintf(err, errlen, "algo=%s: prunes by a fit of the evaluation, which --game %s does not offer", name,
                 g->name);
        return -1;
    }
    /* Each key and whether the engine reads it; why not, where it is not "not read by algo=..." */
    const struct { int id, read; const char *why; } reads[] = {
        { OPT_HORIZON, a != NULL, NULL }, { OPT_ORDER, a != NULL, NULL }, { OPT_EVAL, a != NULL, NULL },
        { OPT_PROBES, a && a->probe_rounds == PROBES_FROM_OPTION, NULL },
        { OPT_PROBE_FACTOR, a && a->probe_rounds == PROBE_FACTOR_FROM_OPTION, NULL },
        { OPT_TABLE, a && a->tabled, NULL }, { OPT_ITERATE, a && a->tabled, NULL },
        { OPT_BUDGET, a != NULL, NULL },
        { OPT_DEEPENING, a && s->budget.kind != BUDGET_NONE && a->method != METHOD_MCTS,
          a && a->method != METHOD_MCTS ? "the rule of a budget's deepening; give budget= too" : NULL },
        { OPT_CUT_FIT, cpc, NULL }, { OPT_CUT_SIGMAS, cpc, NULL },
        { OPT_CUT_REDUCTION, cpc, NULL }, { OPT_PLAYOUTS, a && a->method == METHOD_MCTS, NULL },
        { OPT_EXPLORATION, a && a->method == METHOD_MCTS, NULL }, { OPT_SAMPLES, a && a->sampled, NULL },
        { OPT_PLAYOUT, a && a->method == METHOD_MCTS, NULL }, { OPT_WIDENING, a && a->method == METHOD_MCTS, NULL },
        { OPT_ENGINE_PLIES, s->kind == ENGINE_OUTSIDE, NULL },
    };
    for (size_t i = 0; i < sizeof reads / sizeof reads[0]; i++)
        if (given[reads[i].id] && !reads[i].read) {
            const char *key = cli_option_of(CMD_ENGINE, reads[i].id)->name;
            if (reads[i].why) snprintf(err, errlen, "%s: %s", key, reads[i].why);
            else snprintf(err, errlen, "%s: not read by algo=%s", key, name);
            return -1;
        }
    if (cpc && !s->cut_fit) {
        snprintf(err, errlen, "algo=cpc: needs cut-fit=FILE (ChanceProbCut's fit, e.g. data/cpc-fit.txt)");
        return -1;
    }
    if (given[OPT_PLAYOUTS] && s->budget.kind != BUDGET_NONE) {
        snprintf(err, errlen, "playouts: not with budget (give one: a count of play-outs, or a budget to spend)");
        return -1;
    }
    if (s->iterate && s->budget.kind != BUDGET_NONE) {
        snprintf(err, errlen, "iterate: not with budget (a budget deepens horizon by horizon itself)");
        return -1;
    }
    if (a && s->budget.kind != BUDGET_NONE && !experiment_budget_binds(a, s->horizon)) {
        snprintf(err, errlen, "budget: deepens up to the engine's horizon, and at horizon=1%s it bounds nothing "
                 "(give horizon=2 or more)", given[OPT_HORIZON] ? "" : " (the default)");
        return -1;
    }
    return 0;
}

/* The settings the keys read, an engine's defaults where a key is not
 * given (horizon 1, order eval, the game's default evaluation: a 1-ply
 * engine; star2). */
static void settings_of(const struct run_config *o, const unsigned char *given, const struct game *g,
                        struct engine_settings *s)
{
    *s = (struct engine_settings){
        .kind = ENGINE_SEARCH, .algorithm = algorithm_find("star2"),
        .horizon = given[OPT_HORIZON] ? o->horizon.horizon : 1,
        .order = given[OPT_ORDER] ? o->horizon.order : MOVE_ORDER_EVAL,
        .evaluator = given[OPT_EVAL] ? o->horizon.eval_name : game_default_evaluator(g),
        .probes = o->choice.probes, .probe_factor = o->choice.probe_factor,
        .table = o->table_entries, .iterate = o->iterate, .budget = o->budget,
        .cut_fit = given[OPT_CUT_FIT] ? o->cut_fit_file : NULL,
        .cut_sigmas_milli = o->cut_sigmas_milli, .cut_reduction = o->cut_reduction,
        .playouts = o->choice.playouts, .exploration_milli = o->choice.exploration_milli,
        .mcts_leaf = o->choice.mcts_leaf, .widening_milli = o->choice.widening_milli,
        .samples = o->choice.samples, .plies = o->match.engine_plies,
    };
}

int engine_from_spec(const char *spec, const struct game_spec *game, struct engine *e, char *err, size_t errlen)
{
    const struct game *g = game->game;
    char text[1024], why[768];
    unsigned char given[OPT_END] = { 0 };
    struct run_config o;
    struct engine_settings s;
    memset(&o, 0, sizeof o);
    memset(e, 0, sizeof *e);
    cli_option_defaults(&o);
    if (snprintf(text, sizeof text, "%s", spec) >= (int)sizeof text)
        snprintf(why, sizeof why, "longer than %zu characters", sizeof text - 1);
    else if (read_keys(text, &o, given, why, sizeof why) == 0) {
        settings_of(&o, given, g, &s);
        if (check_against_game(&o, given, g, &s, why, sizeof why) == 0 && check_reads(&s, given, g, why, sizeof why) == 0
            && engine_make(spec, &s, game, e, why, sizeof why) == 0)
            return 0;
    }
    snprintf(err, errlen, "'%s': %s", spec, why);
    return -1;
}

int engine_spec_sets(const char *spec, const char *key, const char *value)
{
    size_t len = strlen(key), vlen = value ? strlen(value) : 0;
    for (const char *at = spec; at; at = strchr(at, ',') ? strchr(at, ',') + 1 : NULL) {
        if (strncmp(at, key, len) != 0 || at[len] != '=') continue;
        const char *v = at + len + 1;
        if (!value || (strncmp(v, value, vlen) == 0 && (v[vlen] == ',' || v[vlen] == '\0'))) return 1;
    }
    return 0;
}
