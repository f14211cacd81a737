/* run_check.c - see run_check.h. */
#include "cli/run_check.h"

#include <stdio.h>
#include <string.h>

#include "core/mcts.h"
#include "games/verdicts.h"
#include "output/report.h"

/* Whether the generated trees' values are win probabilities: L = 0, U = 1
 * (nau and pearl); a horizon keeps them so, as evaluations lie within
 * [L, U].  A spec the later checks refuse counts as yes, so that they name
 * what is wrong with it. */
static int values_are_probabilities(const struct run_config *o)
{
    struct gen_spec spec = run_config_spec(o, o->n[0], ORDER_RANDOM);
    char unused[200];
    if (gen_spec_check(&spec, unused, sizeof unused) != 0) return 1;
    struct gen_tree g;
    gen_tree_init(&g, &spec, 0);
    return g.tree.lo == 0 && g.tree.hi == g.tree.scale;
}

/* Whether an algorithm can search with these settings, on any tree (a
 * horizon, the goal); if not, why (in err). */
static int search_allowed(const struct algorithm *a, const struct run_config *o, enum search_goal goal,
                          char *err, size_t errlen)
{
    if ((a->needs & NEEDS_LEAVES) && o->horizon.horizon) {
        snprintf(err, errlen, "--algo: %s counts the leaves of the full tree; not with --horizon", a->name);
        return 0;
    }
    if ((a->needs & NEEDS_GOAL_VALUE) && goal != GOAL_VALUE) {
        snprintf(err, errlen, "--algo: %s is defined for --goal value only, not --goal move", a->name);
        return 0;
    }
    if ((a->needs & NEEDS_CUT_FIT) && o->game && o->game_spec.game && !o->game_spec.game->eval_signature) {
        snprintf(err, errlen, "--algo: %s prunes by a fit of the evaluation, which --game %s does not offer", a->name,
                 o->game_spec.game->name);
        return 0;
    }
    if ((a->needs & NEEDS_CUT_FIT) && (!o->game || !o->cut_fit_file)) {
        snprintf(err, errlen, "--algo: %s prunes by a fit made for a game: give --game with --cut-fit FILE "
                 "(data/cpc-fit.txt)", a->name);
        return 0;
    }
    return 1;
}

/* Whether an algorithm can run on the generated trees with these
 * settings; if not, why (in err). */
static int algorithm_allowed(const struct algorithm *a, const struct run_config *o, enum search_goal goal,
                             char *err, size_t errlen)
{
    if ((a->needs & NEEDS_TWO_PLIES) && o->tree.plies != 2) {
        snprintf(err, errlen, "--algo: %s is defined on 2-ply trees only, not -D %d", a->name, o->tree.plies);
        return 0;
    }
    if ((a->needs & NEEDS_FULLER) && o->tree.model != gen_model_find("fuller")) {
        snprintf(err, errlen, "--algo: %s assumes Fuller leaves (a - node's minimum needs all its "
                 "leaves), not --model %s", a->name, GEN_MODELS[o->tree.model].name);
        return 0;
    }
    if ((a->needs & NEEDS_PROBABILITIES) && !values_are_probabilities(o)) {
        snprintf(err, errlen, "--algo: %s reads values as win probabilities (L = 0, U = 1: --model nau or "
                 "pearl), not --model %s", a->name, GEN_MODELS[o->tree.model].name);
        return 0;
    }
    return search_allowed(a, o, goal, err, errlen);
}

/* Appends ALGORITHMS[i] to the run with its parameters resolved once. */
static void add_algorithm(struct run_config *o, int i)
{
    const struct search_choice *c = &o->choice;
    struct run_algorithm *ra = &o->algorithms[o->algorithm_count++];
    ra->algorithm = &ALGORITHMS[i];
    ra->params = algorithm_params(&ALGORITHMS[i], c->probes, c->probe_factor);
    ra->params.goal = c->goal;
    ra->params.cutoff = c->cutoff;
    ra->params.rank_probes = ALGORITHMS[i].method == METHOD_STAR ? o->horizon.rank_probes : 0;
    ra->params.history = ALGORITHMS[i].method == METHOD_STAR && horizon_order_history(o->horizon.order);
    ra->count_distinct = o->count_distinct;
    ra->params.table = ALGORITHMS[i].tabled && o->table_entries > 0;
    ra->table_entries = ra->params.table ? o->table_entries : 0;
    ra->iterative = ALGORITHMS[i].tabled && o->iterate;
    ra->budget = o->budget;
    ra->samples = ALGORITHMS[i].sampled ? c->samples : 0;
    ra->sample_seed = o->tree.seed;
    if (ALGORITHMS[i].method != METHOD_MCTS) return;
    ra->params.playouts = c->playouts;
    ra->params.exploration_milli = c->exploration_milli;
    ra->params.mcts_leaf = c->mcts_leaf;
    ra->params.widening_milli = c->widening_milli;
    ra->params.mcts_seed = o->tree.seed;
}

/* An option of the search as messages name it ("-C", "--trials"), from its row (options.h). */
static const char *shown(int id)
{
    static _Thread_local char name[48];
    cli_option_shown(cli_option_of(CMD_SEARCH, id), CMD_SEARCH, name, sizeof name);
    return name;
}

/* Whether a tree or search option was given: any of --help's sections but the last (-o and -q only say where
 * and how the output goes). */
static int search_option_seen(const unsigned char *seen)
{
    for (int id = 0; id < OPT_END; id++) {
        const struct cli_option *opt = seen[id] ? cli_option_of(CMD_SEARCH, id) : NULL;
        if (opt && opt->section != SECTION_OTHER && id != OPT_OUTPUT && id != OPT_QUIET) return 1;
    }
    return 0;
}

/* --probes and --star1-cutoff are errors unless a chosen algorithm reads
 * them (and --mode formula searches nothing). */
static int check_search_options(const struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    int uses_probes = 0, uses_factor = 0, uses_cutoff = 0, uses_cut = 0, uses_mcts = 0, uses_samples = 0;
    for (int i = 0; i < o->algorithm_count; i++) {
        uses_samples |= o->algorithms[i].algorithm->sampled;
        uses_mcts |= o->algorithms[i].algorithm->method == METHOD_MCTS;
        uses_cut |= (o->algorithms[i].algorithm->needs & NEEDS_CUT_FIT) != 0;
        uses_probes |= o->algorithms[i].algorithm->probe_rounds == PROBES_FROM_OPTION;
        uses_factor |= o->algorithms[i].algorithm->probe_rounds == PROBE_FACTOR_FROM_OPTION;
        uses_cutoff |= o->algorithms[i].algorithm->method == METHOD_STAR;
    }
    if (seen[OPT_SAMPLES] && !uses_samples) {
        snprintf(err, errlen, "--samples: sets the draws per * node of mcms, which --algo does not list");
        return -1;
    }
    if ((seen[OPT_PLAYOUTS] || seen[OPT_EXPLORATION] || seen[OPT_PLAYOUT] || seen[OPT_WIDENING]) && !uses_mcts) {
        snprintf(err, errlen, "--playouts, --exploration, --playout and --widening: set mcts, which --algo does not "
                 "list");
        return -1;
    }
    if (o->choice.mcts_leaf == MCTS_LEAF_EVAL && !o->horizon.horizon) {
        snprintf(err, errlen, "--playout eval: values nodes by the static evaluation, which a search to --horizon H "
                 "gives; give --horizon");
        return -1;
    }
    const char *not_with_mcts = o->budget.kind != BUDGET_NONE && seen[OPT_PLAYOUTS]
                                ? "both --playouts and --budget (give one: a count of play-outs, or a budget to spend)"
                                : o->count_distinct ? "--count distinct" : o->stats ? "--stats" : NULL;
    if (uses_mcts && not_with_mcts) {
        snprintf(err, errlen, "--algo: mcts not with %s", not_with_mcts);
        return -1;
    }
    if (seen[OPT_PROBES] && !uses_probes) {
        snprintf(err, errlen, "--probes: sets the rounds of cyclic, which --algo does not list");
        return -1;
    }
    if ((seen[OPT_CUT_FIT] || seen[OPT_CUT_SIGMAS] || seen[OPT_CUT_REDUCTION]) && !uses_cut) {
        snprintf(err, errlen, "--cut-fit, --cut-sigmas and --cut-reduction: set ChanceProbCut (cpc), which --algo "
                 "does not list");
        return -1;
    }
    const char *not_with_cut = o->trace ? "--trace" : o->dot ? "--dot" : o->count_distinct ? "--count distinct"
                               : o->iterate ? "--iterate" : NULL;
    if (uses_cut && not_with_cut) {
        snprintf(err, errlen, "--algo: cpc's shallow searches are neither traced nor iterated; not with %s",
                 not_with_cut);
        return -1;
    }
    if (seen[OPT_PROBE_FACTOR] && !uses_factor) {
        snprintf(err, errlen, "--probe-factor: sets the probes per outcome of star25, which --algo does not list");
        return -1;
    }
    if (seen[OPT_STAR1_CUTOFF] && (!uses_cutoff || o->modes & MODE_FORMULA)) {
        snprintf(err, errlen, "--star1-cutoff: sets the * node test of star1, star2 and cyclic searches, "
                 "which this run %s", o->modes & MODE_FORMULA ? "(--mode formula) does not make" : "does not list");
        return -1;
    }
    return 0;
}

/* --trace and --dot follow the search of one tree: one N, one mode that
 * searches one tree (best, or random with --trials 1); --trace writes rows
 * of no other kind; --dot draws one algorithm's search. */
static int check_one_tree(const struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    const char *option = o->trace ? "--trace" : "--dot";
    for (int i = 0; i < o->algorithm_count; i++) {
        const struct algorithm *a = o->algorithms[i].algorithm;
        if (a->method == METHOD_LOWER_BOUND || a->method == METHOD_PRODUCT || a->method == METHOD_MCTS || a->sampled) {
            snprintf(err, errlen, "%s: %s %s: nothing to follow", option, a->name,
                     a->method == METHOD_PRODUCT ? "backs up probabilities, not *-minimax values, and prunes nothing"
                     : a->method == METHOD_MCTS ? "grows its own tree by play-outs, not a *-minimax search"
                     : a->sampled ? "searches a tree of drawn outcomes, not the tree shown"
                                                 : "is not a search (it counts leaves from the values)");
            return -1;
        }
    }
    if (o->dot && o->algorithm_count != 1) {
        snprintf(err, errlen, "--dot: draws one search; name one algorithm with --algo");
        return -1;
    }
    if (!o->trace && (o->tree_file || o->game)) return 0;
    static const int OTHER_OUTPUT[] = { OPT_PER_TRIAL, OPT_STATS, OPT_SHARD, OPT_THREADS };
    for (size_t i = 0; o->trace && i < sizeof OTHER_OUTPUT / sizeof OTHER_OUTPUT[0]; i++)
        if (seen[OTHER_OUTPUT[i]]) {
            snprintf(err, errlen, "--trace: its CSV is the events of one search; not with %s", shown(OTHER_OUTPUT[i]));
            return -1;
        }
    if (o->tree_file || o->game) return 0;
    if (o->n_count != 1 || (o->modes != MODE_BEST && o->modes != MODE_RANDOM) || (o->modes == MODE_RANDOM && o->trials != 1)) {
        snprintf(err, errlen, "%s: follows one tree; give -N with one value and --mode best, or --trials 1 "
                 "(--first-trial F picks the tree)", option);
        return -1;
    }
    return 0;
}

/* The option that asks for a view of the trees or an ordering (the first
 * of --horizon, --order, --chance-order likely, --rank-probes), or NULL. */
static const char *view_option(const struct run_config *o)
{
    const struct horizon_spec *h = &o->horizon;
    if (h->horizon) return "--horizon";
    static char order[64]; /* the command line's: one thread */
    if (h->order != MOVE_ORDER_TREE) {
        snprintf(order, sizeof order, "--order %s", HORIZON_MOVE_ORDER_NAMES[h->order]);
        return order;
    }
    if (h->chance_order != CHANCE_ORDER_TREE) return "--chance-order likely";
    return h->rank_probes ? "--rank-probes" : NULL;
}

/* Where a run's trees come from (check_horizon). */
enum tree_source { SOURCE_GENERATED, SOURCE_FILE, SOURCE_GAME };

/* --horizon, --order eval and their evaluation, for generated trees, a
 * tree file or a game (file: enum tree_source): --eval and --eval-noise only where a node
 * is evaluated; the evaluation one the trees offer; no split or merged output
 * with a view or an ordering (--stats and --shard do not carry their
 * columns yet). */
static int check_horizon(struct run_config *o, const unsigned char *seen, enum tree_source file, char *err, size_t errlen)
{
    const char *option = view_option(o);
    if (file != SOURCE_FILE && o->horizon.order == MOVE_ORDER_RANDOM) {
        snprintf(err, errlen, file == SOURCE_GAME ? "--order random: reorders a tree file (--tree FILE); a game is "
                 "searched in its generator's order or by its evaluation (--order tree|eval)"
                 : "--order random: reorders a tree file (--tree FILE); generated trees are drawn in random order "
                 "already (--mode random)");
        return -1;
    }
    /* Several horizons: summaries of generated trees, each horizon's paired
     * with the first's; a tree's or a game's rows, horizon by horizon. */
    const char *one_horizon = o->horizon_count < 2 ? NULL
                              : o->trace ? "--trace" : o->dot ? "--dot"
                              : file != SOURCE_GENERATED ? (o->horizon.order == MOVE_ORDER_RANDOM ? "--order random"
                                                            : o->budget.kind != BUDGET_NONE ? "--budget" : NULL)
                              : o->per_trial ? "--per-trial" : o->iterate ? "--iterate" : NULL;
    if (one_horizon) {
        snprintf(err, errlen, "--horizon: one horizon with %s (a list searches each horizon in turn: generated "
                 "trees' summaries paired, a tree's or game's rows one per horizon and algorithm)", one_horizon);
        return -1;
    }
    /* A file's reorderings split with --per-trial (check_file_trials), a
     * game's --positions by position; other views not yet. */
    if (option && (o->stats || (o->shards && o->horizon.order != MOVE_ORDER_RANDOM && !o->positions))) {
        snprintf(err, errlen, "%s: not with %s yet (its rows do not carry the columns of the view)",
                 o->stats ? "--stats" : "--shard", option);
        return -1;
    }
    if (!horizon_spec_evaluates(&o->horizon)) {
        if (!(seen[OPT_EVAL] || seen[OPT_EVAL_NOISE])) return 0;
        snprintf(err, errlen, "%s: sets the static evaluation of a search with a horizon or --order eval; give "
                 "--horizon H or --order eval", seen[OPT_EVAL] ? "--eval" : "--eval-noise");
        return -1;
    }
    if (!seen[OPT_EVAL]) {
        if (file == SOURCE_GENERATED) {
            snprintf(err, errlen, "%s: name the static evaluation with --eval (path for --model fuller, "
                     "wins for nau and pearl, oracle for any)", option);
            return -1;
        }
        o->horizon.eval = EVAL_SOURCE;
        o->horizon.eval_name = file == SOURCE_GAME ? game_default_evaluator(o->game_spec.game) : EVAL_FILE_NAME;
    }
    const char *name = o->horizon.eval_name;
    const struct game *owner = game_of_evaluator(name);
    if (file == SOURCE_GAME ? !game_has_evaluator(o->game_spec.game, name) : owner != NULL) {
        if (file == SOURCE_GAME) {
            char names[128];
            game_evaluator_names(o->game_spec.game, names, sizeof names);
            snprintf(err, errlen, "--eval: --game %s is scored by one of its own evaluations (%s); it has no oracle "
                     "below its horizon, nor a file's :eval, got '%s'", o->game_spec.game->name, names, name);
        }
        else
            snprintf(err, errlen, "--eval: %s is %s's (--game %s)", name, owner->name, owner->name);
        return -1;
    }
    if (file != SOURCE_GENERATED && o->tree.eval) {
        snprintf(err, errlen, "--eval: %s is for generated trees; a tree file's evaluations are its :eval "
                 "(--eval file) or the oracle", name);
        return -1;
    }
    if (file == SOURCE_GENERATED && strcmp(name, EVAL_FILE_NAME) == 0) {
        snprintf(err, errlen, "--eval: file (a tree file's :eval) is for --tree FILE");
        return -1;
    }
    if (file == SOURCE_GENERATED && o->tree.eval && !gen_eval_offered(o->tree.eval, &GEN_MODELS[o->tree.model])) {
        snprintf(err, errlen, "--eval: %s is offered by --model %s only, not %s", name, o->tree.eval->model,
                 GEN_MODELS[o->tree.model].name);
        return -1;
    }
    if (file == SOURCE_GENERATED && o->horizon.horizon > o->tree.plies) {
        snprintf(err, errlen, "--horizon: %d is past the tree's %d move levels (-D); --horizon %d searches to "
                 "the leaves", o->horizon.horizon, o->tree.plies, o->tree.plies);
        return -1;
    }
    o->horizon.noise_seed = o->tree.seed;
    return 0;
}

/* Step 1 of the checks: the tree settings agree with the model and the
 * modes, and no option is given that the modes would ignore. */
static int check_settings_used(const struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    const struct gen_model *model = &GEN_MODELS[o->tree.model];
    if (o->action == CLI_CONSTANTS && search_option_seen(seen)) {
        snprintf(err, errlen, "--constants: prints Results 1 and 2 only; no tree or search option applies "
                 "(only -o does)");
        return -1;
    }
    if (seen[OPT_P] && !model->uses_p) {
        snprintf(err, errlen, "--p: model %s does not use p (nau and pearl do)", model->name);
        return -1;
    }
    /* Balance is a property of Pearl's back-up of independent win/loss leaves through move levels alone. */
    int smallest_n = o->n[0];
    for (int i = 1; i < o->n_count; i++) smallest_n = o->n[i] < smallest_n ? o->n[i] : smallest_n;
    const char *unbalanced = !o->p_balanced ? NULL
                             : strcmp(model->name, "pearl") != 0 ? "Pearl's game only (--model pearl)"
                             : o->c != 1 ? "defined without chance (-C 1: Pearl's game)"
                             : smallest_n < 2 ? "needs -N 2 or more (one child backs up nothing)" : NULL;
    if (unbalanced) {
        snprintf(err, errlen, "--p balanced: %s", unbalanced);
        return -1;
    }
    if ((o->modes & (MODE_BEST | MODE_EXACT)) && !model->has_best_order) {
        snprintf(err, errlen, "--mode %s: model %s has no ordering known in advance (best and exact "
                 "are for --model fuller)", o->modes & MODE_EXACT ? "exact" : "best", model->name);
        return -1;
    }
    if ((seen[OPT_STAR_FIRST] || seen[OPT_BEST_FIRST_PROB]) && !model->has_best_order) {
        snprintf(err, errlen, "%s: model %s has no ordering known in advance, so no best * child to put first "
                 "(the oracle is for --model fuller)",
                 seen[OPT_STAR_FIRST] ? "--star-first" : "--best-first-prob", model->name);
        return -1;
    }
    if ((o->modes & (MODE_BEST | MODE_EXACT)) && o->tree.probs == PROBS_RANDOM) {
        snprintf(err, errlen, "--mode %s: --probs random draws new probabilities for every tree; "
                 "best and exact need fixed ones", o->modes & MODE_EXACT ? "exact" : "best");
        return -1;
    }
    /* Options that the modes asked for would ignore are errors, not silent. */
    int searches_random = (o->modes & MODE_RANDOM) != 0, searches_trees = (o->modes & ~MODE_FORMULA) != 0;
    static const struct { int id, needs_random; } IGNORED[] = {
        { OPT_TRIALS, 1 }, { OPT_FIRST_TRIAL, 1 }, { OPT_SEED, 1 }, { OPT_STAR_FIRST, 0 }, { OPT_VERIFY, 0 },
        { OPT_PROBES, 0 }, { OPT_STAR_FIRST_MODE, 0 }, { OPT_STAR1_CUTOFF, 0 }, { OPT_BEST_FIRST_PROB, 1 },
        { OPT_THREADS, 0 },
    };
    for (size_t i = 0; i < sizeof IGNORED / sizeof IGNORED[0]; i++)
        if (seen[IGNORED[i].id] && !(IGNORED[i].needs_random ? searches_random : searches_trees)) {
            snprintf(err, errlen, "%s: --mode %s does not use it (%s)", shown(IGNORED[i].id),
                     o->modes == MODE_FORMULA ? "formula" : o->modes == MODE_EXACT ? "exact" : "best",
                     IGNORED[i].needs_random ? "only random trees do" : "it searches no trees");
            return -1;
        }
    /* One ply has no chance nodes: their outcomes and probabilities would be ignored. */
    if (o->tree.plies == 1 && (seen[OPT_CHANCE] || seen[OPT_PROBS])) {
        snprintf(err, errlen, "%s: -D 1 has no chance nodes (a + node over N leaves), so no outcomes or "
                 "probabilities to set", seen[OPT_CHANCE] ? "-C" : "--probs");
        return -1;
    }
    return 0;
}

/* Step 2: the algorithms, resolved once: explicit ones must be possible;
 * the default list keeps those the settings allow (the formula: star1;
 * --trace and --dot: no bound, which searches nothing). */
static int resolve_algorithms(struct run_config *o, char *err, size_t errlen)
{
    const int *chosen = o->choice.chosen;
    int explicit_list = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) explicit_list |= chosen[i] == 1;
    if (o->modes == MODE_FORMULA)
        for (int i = 0; i < ALGORITHM_COUNT; i++)
            if (explicit_list && chosen[i] && strcmp(ALGORITHMS[i].name, "star1") != 0) {
                snprintf(err, errlen, "--algo: --mode formula estimates star1 only, not %s", ALGORITHMS[i].name);
                return -1;
            }
    o->algorithm_count = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) {
        if (explicit_list ? chosen[i] != 1 : 0) continue;
        if (!explicit_list && o->modes == MODE_FORMULA && strcmp(ALGORITHMS[i].name, "star1") != 0) continue;
        if (!explicit_list && (o->trace || o->dot) && ALGORITHMS[i].method == METHOD_LOWER_BOUND) continue;
        if (!explicit_list && (ALGORITHMS[i].needs & NEEDS_NAMING)) continue;
        char why[200];
        if (!algorithm_allowed(&ALGORITHMS[i], o, o->choice.goal, why, sizeof why)) {
            if (!explicit_list) continue;
            snprintf(err, errlen, "%s", why);
            return -1;
        }
        add_algorithm(o, i);
    }
    return 0;
}

/* --best-first-prob Q: the best * child first (--star-first 1, move) in a
 * share Q of the trees.  Q = 1 is --star-first 1 and Q = 0 the usual order,
 * with their rows; only a Q in between draws, and adds its column. */
static int resolve_best_first(struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    if (seen[OPT_STAR_FIRST]) {
        snprintf(err, errlen, "--best-first-prob: not with --star-first (it puts the best * child first in a share "
                 "of the trees, --star-first K in all)");
        return -1;
    }
    if (o->stats || o->shards) {
        snprintf(err, errlen, "%s: not with --best-first-prob yet (its rows do not carry its column)",
                 o->stats ? "--stats" : "--shard");
        return -1;
    }
    struct gen_spec *t = &o->tree;
    t->root_first_rank = t->first_num == 0 ? -1 : 0;
    if (t->first_num == 0 || t->first_num == t->first_den) t->first_num = t->first_den = 0;
    return 0;
}

/* Step 3: the outputs and options that only some modes have. */
static int check_mode_options(const struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    if (check_search_options(o, seen, err, errlen) != 0) return -1;
    if (seen[OPT_STAR_FIRST_MODE] && !seen[OPT_STAR_FIRST]) {
        snprintf(err, errlen, "--star-first-mode: says how the --star-first child comes first; give --star-first K");
        return -1;
    }
    if (o->modes & MODE_FORMULA) {
        if (o->per_trial) {
            snprintf(err, errlen, "--per-trial: --mode formula searches no trees, so it has no trials");
            return -1;
        }
        if (o->tree.plies != 2 || o->c || o->tree.probs != PROBS_UNIFORM
            || o->tree.model != gen_model_find("fuller") || o->choice.goal != GOAL_VALUE) {
            snprintf(err, errlen, "--mode formula: the formula is for the paper's tree only "
                     "(no -D, -C, --probs, --model or --goal move)");
            return -1;
        }
    }
    if ((o->trace || o->dot) && check_one_tree(o, seen, err, errlen) != 0) return -1;
    if (o->stats && (o->per_trial || (o->modes & MODE_FORMULA))) {
        snprintf(err, errlen, "--stats: sums up trials of searched trees; not with %s",
                 o->per_trial ? "--per-trial" : "--mode formula (no trials)");
        return -1;
    }
    if (o->shards && (o->modes & MODE_FORMULA)) {
        snprintf(err, errlen, "--shard: --mode formula has no trials to split");
        return -1;
    }
    return 0;
}

/* Step 4: the tree of one N and ordering can be made, enumerated (exact)
 * and split into the --shard slices asked for. */
static int check_tree_of(const struct run_config *o, int n, enum tree_order order, char *err, size_t errlen)
{
    struct gen_spec spec = run_config_spec(o, n, order);
    char why[200];
    uint64_t orderings = order == ORDER_ENUMERATED ? gen_count_orderings(&spec) : 1;
    if (orderings == 0 || orderings > EXPERIMENT_MAX_EXACT_TREES) {
        char count[32] = "more than 2^63";
        if (orderings) snprintf(count, sizeof count, "%llu", (unsigned long long)orderings);
        snprintf(err, errlen, "--mode exact: N=%d has %s orderings to enumerate; exact allows at most "
                 "%llu (tiny trees only, e.g. -N 2: 128 trees)", n, count, (unsigned long long)EXPERIMENT_MAX_EXACT_TREES);
        return -1;
    }
    if (gen_spec_check(&spec, why, sizeof why) != 0) {
        snprintf(err, errlen, "-N %d: %s", n, why);
        return -1;
    }
    if (o->horizon.horizon) { /* the evaluation noise against the tree's bounds */
        struct gen_tree g;
        struct horizon_tree h;
        gen_tree_init(&g, &spec, 0);
        if (horizon_init(&h, &g.tree, &o->horizon, NULL, why, sizeof why) != 0) {
            snprintf(err, errlen, "--eval-noise: %lld is more than U - L = %lld of -N %d", (long long)o->horizon.noise,
                     (long long)((g.tree.hi - g.tree.lo) / g.tree.scale), n);
            return -1;
        }
    }
    struct gen_tree shape;
    gen_tree_init(&shape, &spec, 0);
    for (int a = 0; a < o->algorithm_count; a++)
        if (experiment_check_algorithm(&o->algorithms[a], &shape.tree, &o->horizon, why, sizeof why) != 0) {
            snprintf(err, errlen, "--samples: -N %d: %s", n, why);
            return -1;
        }
    struct experiment e = { .spec = spec, .trials = o->trials };
    uint64_t trials = experiment_trial_count(&e);
    if (o->shards > trials) {
        snprintf(err, errlen, "--shard: %llu slices of the %llu trial%s of -N %d --mode %s leave some empty; "
                 "use K <= %llu", (unsigned long long)o->shards, (unsigned long long)trials, trials == 1 ? "" : "s",
                 n, report_mode_name(order), (unsigned long long)trials);
        return -1;
    }
    return 0;
}

/* The checks that need every option, step by step: combinations, then
 * each N's tree in each mode. */
static int check_combinations(struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    if (check_settings_used(o, seen, err, errlen) != 0
        || check_horizon(o, seen, SOURCE_GENERATED, err, errlen) != 0
        || resolve_algorithms(o, err, errlen) != 0
        || check_mode_options(o, seen, err, errlen) != 0
        || (seen[OPT_BEST_FIRST_PROB] && resolve_best_first(o, seen, err, errlen) != 0))
        return -1;
    for (int i = 0; i < o->n_count; i++) {
        if (o->tree.root_first_rank >= o->n[i]) {
            snprintf(err, errlen, "--star-first: %d is more than N=%d (the + node has N * children)",
                     o->tree.root_first_rank + 1, o->n[i]);
            return -1;
        }
        for (int m = 0; m < CLI_MODE_ORDER_COUNT; m++)
            if ((o->modes & CLI_MODE_ORDERS[m].mode) && check_tree_of(o, o->n[i], CLI_MODE_ORDERS[m].order, err, errlen) != 0)
                return -1;
    }
    return 0;
}

/* The options of trials, which a tree file has only as --order random's
 * reorderings of its tree. */
static const int FILE_TRIAL_OPTIONS[] = { OPT_TRIALS, OPT_SEED, OPT_FIRST_TRIAL, OPT_PER_TRIAL, OPT_SHARD };

/* --order random on a tree file: --trials K reorderings, every node's
 * children (the * nodes' outcomes too) shuffled; split by --shard or
 * --first-trial with --per-trial, whose rows concatenate. */
static int check_file_trials(struct run_config *o, const unsigned char *seen, char *err, size_t errlen)
{
    if (o->horizon.order != MOVE_ORDER_RANDOM) {
        for (size_t i = 0; i < sizeof FILE_TRIAL_OPTIONS / sizeof FILE_TRIAL_OPTIONS[0]; i++)
            if (seen[FILE_TRIAL_OPTIONS[i]] && !(o->positions && FILE_TRIAL_OPTIONS[i] == OPT_SHARD)) {
                snprintf(err, errlen, o->game ? "%s: a game's position is searched once; trials are random trees "
                                                "(no --game) or a tree file's reorderings (--tree FILE --order random)"
                                              : "%s: a tree file has one order; its trials are random reorderings "
                                                "(--order random)", shown(FILE_TRIAL_OPTIONS[i]));
                return -1;
            }
        return 0;
    }
    const char *problem = o->horizon.chance_order != CHANCE_ORDER_TREE ? "--chance-order: --order random shuffles "
                                                                         "the * nodes' outcomes too"
                          : o->trace || o->dot ? "--order random: searches many reorderings; --trace and --dot "
                                                 "follow one search"
                          : o->shards && !o->per_trial ? "--shard: of a tree file's reorderings, with --per-trial "
                                                         "(rows concatenate; summaries do not merge)"
                          : o->shards > o->trials ? "--shard: more shards than --trials" : NULL;
    if (problem) {
        snprintf(err, errlen, "%s", problem);
        return -1;
    }
    o->horizon.chance_order = CHANCE_ORDER_RANDOM;
    return 0;
}

/* What the game offers (games/game.h): --roll, --referee, --play,
 * --positions and --cut-fit only with a game that takes them. */
static int check_game_offers(const struct run_config *o, char *err, size_t errlen)
{
    const struct game *g = o->game_spec.game;
    const char *refused = o->roll && !g->roll_help ? "--roll"
                          : o->referee && !g->referee && !deep_referee_named(o->referee) ? "--referee"
                          : o->play && !g->play ? "--play"
                          : o->cut_fit_file && !g->eval_signature ? "--cut-fit" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: does not apply to --game %s (see --help)", refused, g->name);
        return -1;
    }
    return 0;
}

/* --game NAME: a position, a horizon, no tree file or bounds of its
 * own; --position and --roll only with a game.  (The game's open checks
 * the position, the roll and the horizon's range.) */
static int check_game(const struct run_config *o, char *err, size_t errlen)
{
    if (check_game_offers(o, err, errlen) != 0) return -1;
    const char *refused = o->tree_file ? "--tree" : o->bounds.given ? "--bounds" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: not with --game (a game is its own tree, with its own bounds)", refused);
        return -1;
    }
    if ((!o->position && !o->positions) || o->horizon.horizon == 0) {
        const int placed = o->position || o->positions;
        snprintf(err, errlen, "--game: give %s", !placed && !o->horizon.horizon
                 ? "--position ID (or --positions FILE) and --horizon H (the game goes on past any depth)"
                 : placed ? "--horizon H (the game goes on past any depth)"
                 : "--position ID (or --positions FILE): the position searched");
        return -1;
    }
    refused = o->position ? "--position" : o->roll ? "--roll" : o->play ? "--play" : o->trace ? "--trace"
              : o->dot ? "--dot" : o->horizon.order == MOVE_ORDER_RANDOM ? "--order random" : NULL;
    if (o->positions && refused) {
        snprintf(err, errlen, "%s: not with --positions (the file gives each position and roll, searched once)",
                 refused);
        return -1;
    }
    return 0;
}

/* The checks of a --tree or --game run: no generated-tree option, the
 * algorithms that search any tree. */
static int check_tree_file(struct run_config *o, const unsigned char *seen, const char *generated_only, char *err, size_t errlen)
{
    const int *chosen = o->choice.chosen;
    if (!o->tree_file && !o->game) {
        snprintf(err, errlen, "--bounds: applies to --tree FILE only");
        return -1;
    }
    if (o->action == CLI_HELP || o->action == CLI_VERSION || o->action == CLI_LIST) return 0;
    const char *source = o->game ? "--game" : "--tree FILE";
    if (o->positions && generated_only && !strcmp(generated_only, "--threads")) generated_only = NULL; /* shared out */
    if (generated_only && seen[OPT_THREADS]) {
        /* The one option whose refusal needs a reason: one tree has no trials to share out. */
        snprintf(err, errlen, "--threads: %s searches one tree, each algorithm in turn on one thread (threads share out "
                 "generated trees' trials%s)", source, o->game ? " and the positions of --game's --positions FILE" : "");
        return -1;
    }
    if (generated_only) {
        snprintf(err, errlen, "%s: applies to generated trees, not to %s", generated_only, source);
        return -1;
    }
    if (o->game && check_game(o, err, errlen) != 0) return -1;
    if (check_horizon(o, seen, o->game ? SOURCE_GAME : SOURCE_FILE, err, errlen) != 0
        || check_file_trials(o, seen, err, errlen) != 0)
        return -1;
    int explicit_list = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) explicit_list |= chosen[i] == 1;
    o->algorithm_count = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) {
        if (explicit_list && chosen[i] != 1) continue;
        if (!explicit_list && (ALGORITHMS[i].needs & NEEDS_NAMING)) continue;
        if (ALGORITHMS[i].method == METHOD_LOWER_BOUND) {
            if (!explicit_list) continue;
            snprintf(err, errlen, "--algo: %s is defined on generated 2-ply trees, not %s", ALGORITHMS[i].name,
                     source);
            return -1;
        }
        if (!search_allowed(&ALGORITHMS[i], o, o->choice.goal, err, errlen)) {
            if (!explicit_list) continue;
            return -1;
        }
        add_algorithm(o, i);
    }
    if ((o->trace || o->dot) && check_one_tree(o, seen, err, errlen) != 0) return -1;
    return check_search_options(o, seen, err, errlen);
}

/* Whether a budget would bound nothing for some algorithm of the run at its horizon (experiment_budget_binds);
 * none chosen: the default set, minimax first. */
static int budget_inert(const struct run_config *o)
{
    int any = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) {
        any |= o->choice.chosen[i];
        if (o->choice.chosen[i] && !experiment_budget_binds(&ALGORITHMS[i], o->horizon.horizon)) return 1;
    }
    return !any && !experiment_budget_binds(&ALGORITHMS[0], o->horizon.horizon);
}

/* --budget deepens one tree's search by itself (--tree or --game, to
 * --horizon H at most), one plain search per horizon; horizon 1 is searched whatever it costs, so a budget at
 * --horizon 1 would bound nothing. */
static int check_budget(const struct run_config *o, char *err, size_t errlen)
{
    const char *refused = !(o->tree_file || o->game) ? "applies to --tree and --game"
                          : !o->horizon.horizon ? "deepens to --horizon H at most, which this run does not set"
                          : budget_inert(o)
                              ? "deepens to --horizon H at most, and horizon 1 is searched whatever it costs: at "
                                "--horizon 1 it bounds nothing (give --horizon 2 or more)"
                          : o->iterate ? "deepens by itself (a plain search per horizon); not with --iterate"
                          : o->verify ? "stops at its own horizon; not with --verify (verify the plain search at "
                                        "that horizon)"
                          : o->baseline ? "rows have no baseline; not with --baseline"
                          : o->trace || o->dot ? "not with --trace or --dot"
                          : o->horizon.order == MOVE_ORDER_RANDOM ? "not with --order random" : NULL;
    if (o->budget.partial && o->budget.kind == BUDGET_NONE) {
        snprintf(err, errlen, "--deepening: the rule of a budget's deepening; applies with --budget");
        return -1;
    }
    if (o->budget.kind == BUDGET_NONE || !refused) return 0;
    snprintf(err, errlen, "--budget: %s", refused);
    return -1;
}

/* --count distinct follows the search's events (distinct.h): not beside
 * --trace or --dot, which take them; not in --stats rows, which do not say
 * what they count; not with --star-first-mode again, which searches a
 * child twice outside any probe (the counter keeps only probed leaves). */
static int check_count(const struct run_config *o, char *err, size_t errlen)
{
    const char *other = o->trace ? "--trace" : o->dot ? "--dot" : o->stats ? "--stats" : o->shards ? "--shard"
                        : o->tree.star_first_mode == STAR_FIRST_AGAIN ? "--star-first-mode again" : NULL;
    if (!o->count_distinct || !other) return 0;
    snprintf(err, errlen, "--count: distinct is not counted with %s", other);
    return -1;
}

/* --table reports per tree (tree rows: --tree or --game, one order);
 * --iterate deepens to the run's --horizon, one iteration's best moves
 * carried to the next by a table, and is followed by no trace. */
static int check_table(const struct run_config *o, char *err, size_t errlen)
{
    const char *option = o->iterate ? "--iterate" : "--table";
    const char *refused = !(o->tree_file || o->game) ? "generated trees (give --tree or --game)"
                          : o->horizon.order == MOVE_ORDER_RANDOM ? "--order random"
                          : o->iterate && o->trace ? "--trace" : o->iterate && o->dot ? "--dot"
                          : o->iterate && o->count_distinct ? "--count distinct" : NULL;
    if (!o->table && !o->iterate) return 0;
    if (refused) {
        snprintf(err, errlen, "%s: not with %s", option, refused);
        return -1;
    }
    if (o->iterate && !o->horizon.horizon) {
        snprintf(err, errlen, "--iterate: deepens to --horizon H, which this run does not set");
        return -1;
    }
    if (o->iterate && o->table_entries == 0) {
        snprintf(err, errlen, "--iterate: needs a transposition table (--table N, N >= 1) to carry each "
                 "iteration's best moves to the next");
        return -1;
    }
    return 0;
}

/* --hint ranks one game position's moves by exact searches of its own:
 * the options that choose or measure the algorithms' searches, or that
 * write their rows or drawings, do not apply and are refused. */
static int check_hint(const struct run_config *o, const unsigned char *seen, char *err,
                      size_t errlen)
{
    if (!o->game || !o->position) {
        snprintf(err, errlen, "--hint: ranks the moves of one game position: give --game and --position");
        return -1;
    }
    const char *refused = seen[OPT_ALGO] ? "--algo" : o->positions ? "--positions" : o->trace ? "--trace"
                          : o->dot ? "--dot" : o->table ? "--table" : o->iterate ? "--iterate"
                          : o->budget.kind != BUDGET_NONE ? "--budget" : o->cpu_time ? "--cpu-time"
                          : o->baseline ? "--baseline" : o->referee ? "--referee" : o->cut_fit_file ? "--cut-fit"
                          : seen[OPT_VERIFY] ? "--verify" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: not with --hint (a hint searches each move exactly, by itself)", refused);
        return -1;
    }
    return 0;
}


/* The checks of the search's options that apply to every tree source. */
static int check_any_source(const struct run_config *o, const struct run_seen *s, char *err, size_t errlen)
{
    if (check_count(o, err, errlen) != 0 || check_table(o, err, errlen) != 0 || check_budget(o, err, errlen) != 0)
        return -1;
    if (o->cpu_time && (!(o->tree_file || o->game) || o->trace || o->dot || o->horizon.order == MOVE_ORDER_RANDOM)) {
        snprintf(err, errlen, "--cpu-time: times each search of a tree's rows (--tree or --game; not with --trace, "
                 "--dot or --order random)");
        return -1;
    }
    if (o->baseline && (!(o->tree_file || o->game) || o->trace || o->dot)) {
        snprintf(err, errlen, "--baseline: %s", o->trace || o->dot ? "a trace or drawing has no baseline columns"
                 : "applies to --tree and --game (generated trees' rows always have minimax's leaves)");
        return -1;
    }
    if (s->game_only && !o->game) {
        snprintf(err, errlen, "%s: applies to --game only", s->game_only);
        return -1;
    }
    if (o->referee && o->game && o->game_spec.game->roll_help && !o->roll && !o->positions
        && !deep_referee_named(o->referee)) { /* deep:H: its search says where the root is the dice to come */
        snprintf(err, errlen, "--referee: needs --roll (the referee judges a move of a position and roll)");
        return -1;
    }
    return o->hint ? check_hint(o, s->seen, err, errlen) : 0;
}

int run_check(struct run_config *o, const struct run_seen *s, char *err, size_t errlen)
{
    if (check_any_source(o, s, err, errlen) != 0) return -1;
    if (o->tree_file || o->bounds.given || o->game) return check_tree_file(o, s->seen, s->generated_only, err, errlen);
    return check_combinations(o, s->seen, err, errlen);
}
