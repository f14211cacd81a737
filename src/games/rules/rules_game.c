/* rules_game.c - see rules_game.h. */
#include "rules_game.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mix64.h"
#include "rules_tree.h"

/* A search's state: the tree, the root position as typed (canonical), and
 * room for a referee's verdicts on the root's moves (a built-in game's). */
struct rules_run {
    struct rules_tree rt; /* first */
    char position[GAME_POSITION_TEXT];
    int64_t *loss_micro; /* max_actions of each */
    int *rank;
};

static int name_ok(const char *name)
{
    size_t n = name ? strlen(name) : 0;
    if (n == 0 || n > 31) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((name[i] >= 'a' && name[i] <= 'z') || (name[i] >= '0' && name[i] <= '9') || name[i] == '-')) return 0;
    return 1;
}

static const char *param_fault(const struct sb_game *r)
{
    if (r->param_count < 0 || r->param_count > SB_MAX_PARAMS || (r->param_count > 0 && !r->params))
        return "param_count is 0 to 4, with params";
    for (int k = 0; k < r->param_count; k++) {
        const struct sb_param *p = &r->params[k];
        if (!name_ok(p->key) || !p->help || p->min > p->fallback || p->fallback > p->max || p->min < 0)
            return "a parameter needs a key (a-z, 0-9, '-'), help, and 0 <= min <= fallback <= max";
    }
    if (r->evaluation_count < 1 || r->evaluation_count > SB_MAX_EVALUATIONS || !r->evaluations)
        return "evaluation_count is 1 to SB_MAX_EVALUATIONS, with evaluations";
    for (int e = 0; e < r->evaluation_count; e++)
        if (!name_ok(r->evaluations[e].name) || !r->evaluations[e].summary)
            return "an evaluation needs a name (a-z, 0-9, '-') and a summary";
    return NULL;
}

int rules_check_description(const struct sb_game *r, char *err, size_t errlen)
{
    const char *fault = NULL;
    if (r->abi != STARBENCH_GAME_ABI) fault = "abi is not STARBENCH_GAME_ABI";
    else if (!name_ok(r->name)) fault = "name is 1 to 31 of a-z, 0-9 and '-'";
    else if (!r->summary || !r->position_help) fault = "summary and position_help are required";
    else if (r->players < 1 || r->players > 2) fault = "players is 1 or 2";
    else if (r->state_bytes < 1 || r->state_bytes > SB_MAX_STATE) fault = "state_bytes is 1 to SB_MAX_STATE";
    else if (r->max_actions < 1 || r->max_actions > SB_MAX_ACTIONS) fault = "max_actions is 1 to SB_MAX_ACTIONS";
    else if (r->max_length < 1) fault = "max_length is at least 1";
    else if (r->lo >= r->hi) fault = "lo is below hi";
    else if (r->per_point < 1) fault = "per_point is at least 1";
    else if (r->chance_multiple < 1 || r->chance_multiple > INT32_MAX) fault = "chance_multiple is 1 to 2^31 - 1";
    else if (r->chance_rounded != 0 && r->chance_rounded != 1) fault = "chance_rounded is 0 or 1";
    else if (!r->parse || !r->format || !r->start || !r->to_move || !r->actions || !r->apply || !r->action_name
             || !r->value || !r->evaluate)
        fault = "parse, format, start, to_move, actions, apply, action_name, value and evaluate are required";
    else fault = param_fault(r);
    if (!fault) return 0;
    snprintf(err, errlen, "%s", fault);
    return -1;
}

/* The action of state named `name`, or -1. */
static int action_named(const struct sb_game *r, const int *params, const void *state, const char *name)
{
    int actions[SB_MAX_ACTIONS];
    int64_t weights[SB_MAX_ACTIONS];
    char text[SB_TEXT];
    int count = r->actions(params, state, actions, weights);
    for (int k = 0; k < count && k < SB_MAX_ACTIONS; k++) {
        r->action_name(params, state, actions[k], text);
        if (strcmp(text, name) == 0) return actions[k];
    }
    return -1;
}

int rules_parse(const struct sb_game *r, const int *params, const char *text, const char *roll, void *state,
                char *err, size_t errlen)
{
    memset(state, 0, SB_MAX_STATE);
    if (strlen(text) >= SB_TEXT) {
        snprintf(err, errlen, "--position: a %s position is at most %d characters, got %zu", r->name, SB_TEXT - 1,
                 strlen(text));
        return -1;
    }
    if (r->parse(params, text, state, err, errlen) != 0) return -1;
    if (!roll) return 0;
    int action = r->to_move(params, state) == SB_CHANCE ? action_named(r, params, state, roll) : -2;
    if (action < 0) {
        if (action == -2) snprintf(err, errlen, "--roll: the position is not a chance state (nothing to roll)");
        else snprintf(err, errlen, "--roll: expected %s, got '%s'", r->roll_help ? r->roll_help : "an outcome", roll);
        return -1;
    }
    _Alignas(max_align_t) unsigned char next[SB_MAX_STATE] = { 0 };
    r->apply(params, state, action, next);
    memcpy(state, next, SB_MAX_STATE);
    return 0;
}

void rules_draw(const struct sb_game *r, const int *params, const void *state, uint64_t key, void *next)
{
    int actions[SB_MAX_ACTIONS];
    int64_t weights[SB_MAX_ACTIONS], total = 0;
    int count = r->actions(params, state, actions, weights), k = 0;
    for (int i = 0; i < count; i++) total += weights[i];
    int64_t draw = total > 0 ? (int64_t)game_draw(key, (uint64_t)total) : 0;
    while (k < count - 1 && draw >= weights[k]) draw -= weights[k++];
    memset(next, 0, SB_MAX_STATE);
    r->apply(params, state, actions[k], next);
}

static const char *rules_entry_evaluator(const struct game *g, int i, const char **summary)
{
    if (i < 0 || i >= g->rules->evaluation_count) return NULL;
    *summary = g->rules->evaluations[i].summary;
    return g->rules->evaluations[i].name;
}

/* A run, in part or whole (NULL: nothing). */
static void run_free(struct rules_run *run)
{
    if (!run) return;
    rules_tree_free(&run->rt);
    free(run->loss_micro);
    free(run->rank);
    free(run);
}

void *rules_game_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                              const char *eval, char *err, size_t errlen)
{
    const struct sb_game *r = spec->game->rules;
    _Alignas(max_align_t) unsigned char parsed[SB_MAX_STATE], root[SB_MAX_STATE];
    int e = 0;
    while (e < r->evaluation_count - 1 && strcmp(r->evaluations[e].name, eval) != 0) e++;
    if (rules_parse(r, spec->params, position, NULL, parsed, err, errlen) != 0
        || rules_parse(r, spec->params, position, roll, root, err, errlen) != 0)
        return NULL;
    if (horizon < 1 || horizon > spec->game->max_horizon) {
        snprintf(err, errlen, "--horizon: a %s search needs 1 to %d move levels, not %d", r->name,
                 spec->game->max_horizon, horizon);
        return NULL;
    }
    struct rules_run *run = calloc(1, sizeof *run);
    if (run) {
        run->loss_micro = calloc((size_t)r->max_actions, sizeof *run->loss_micro);
        run->rank = calloc((size_t)r->max_actions, sizeof *run->rank);
    }
    if (!run || !run->loss_micro || !run->rank) {
        snprintf(err, errlen, "--game: out of memory");
        run_free(run);
        return NULL;
    }
    if (rules_tree_init(&run->rt, r, spec->params, root, horizon, e, spec->game->rules_legacy_path, err, errlen) != 0) {
        run_free(run);
        return NULL;
    }
    r->format(spec->params, parsed, run->position);
    return run;
}

static const struct tree *rules_entry_tree(const void *state)
{
    return &((const struct rules_run *)state)->rt.tree;
}

static void rules_entry_position_name(const void *state, char *name)
{
    snprintf(name, GAME_POSITION_TEXT, "%s", ((const struct rules_run *)state)->position);
}

const struct rules_tree *rules_game_tree(const void *run)
{
    return &((const struct rules_run *)run)->rt;
}

void rules_game_verdicts(void *run, int64_t **loss_micro, int **rank)
{
    struct rules_run *r = run;
    *loss_micro = r->loss_micro;
    *rank = r->rank;
}

static void rules_entry_close(void *state)
{
    run_free(state);
}

/* The chance at state, if it is a chance state, drawn by key: one draw at
 * most, since no outcome leads to another chance state (game.h); the
 * game's first draw uses key itself, as Pig's own play did, so Pig's
 * matches stay the same. */
static void settle(const struct sb_game *r, const int *params, unsigned char *state, uint64_t key)
{
    _Alignas(max_align_t) unsigned char next[SB_MAX_STATE];
    if (r->to_move(params, state) != SB_CHANCE) return;
    rules_draw(r, params, state, key, next);
    memcpy(state, next, SB_MAX_STATE);
}

static void rules_entry_start(const struct game_spec *spec, uint64_t key, char *position, char *roll)
{
    const struct sb_game *r = spec->game->rules;
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE] = { 0 };
    r->start(spec->params, key, state);
    settle(r, spec->params, state, key);
    r->format(spec->params, state, position);
    roll[0] = '\0';
}

/* The points of the side that moved at an end: +1 above the middle of [lo, hi], -1 below, 0 at it. */
static int points_of(const struct sb_game *r, const int *params, const void *state, int mover)
{
    int64_t v = r->value(params, state), mine = mover == 0 ? v : r->lo + r->hi - v, twice = 2 * mine;
    return twice > r->lo + r->hi ? 1 : twice < r->lo + r->hi ? -1 : 0;
}

static int rules_entry_advance(const struct game_spec *spec, const char *position, const char *roll, int move,
                               uint64_t key, struct game_step *next, char *err, size_t errlen)
{
    const struct sb_game *r = spec->game->rules;
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE], after[SB_MAX_STATE] = { 0 };
    int actions[SB_MAX_ACTIONS];
    int64_t weights[SB_MAX_ACTIONS];
    if (rules_parse(r, spec->params, position, roll && roll[0] ? roll : NULL, state, err, errlen) != 0) return -1;
    int mover = r->to_move(spec->params, state);
    int count = mover >= 0 ? r->actions(spec->params, state, actions, weights) : 0;
    if (move < 0 || move >= count) {
        snprintf(err, errlen, "%s: move %d at %s: expected 0 to %d", r->name, move, position, count - 1);
        return -1;
    }
    r->apply(spec->params, state, actions[move], after);
    settle(r, spec->params, after, key);
    memset(next, 0, sizeof *next);
    int who = r->to_move(spec->params, after);
    if (who == SB_END) {
        next->over = 1;
        next->points = points_of(r, spec->params, after, mover);
        next->value = r->value(spec->params, after);
    }
    next->same_side = who == mover;
    r->format(spec->params, after, next->position);
    return 0;
}

/* The names of state's actions, comma separated, into list (cut short with "..."). */
static void action_names(const struct sb_game *r, const int *params, const void *state, char *list, size_t len)
{
    int *actions = malloc(SB_MAX_ACTIONS * sizeof *actions); /* an error's path: the heap, not the stack */
    int64_t *weights = malloc(SB_MAX_ACTIONS * sizeof *weights);
    char name[SB_TEXT];
    size_t used = 0;
    int count = actions && weights ? r->actions(params, state, actions, weights) : 0;
    list[0] = '\0';
    for (int k = 0; k < count && used + 4 < len; k++) {
        r->action_name(params, state, actions[k], name);
        int n = snprintf(list + used, len - used, "%s%s", k ? ", " : "", name);
        used = n < 0 || (size_t)n >= len - used ? len - 1 : used + (size_t)n;
    }
    if (used >= len - 1 && len > 4) memcpy(list + len - 4, "...", 4);
    free(actions);
    free(weights);
}

/* --play: the actions named in moves (comma separated: names never hold a
 * comma), moves and outcomes in the order they come, from position; the
 * decision reached is written into played. */
static int rules_entry_play(const struct game_spec *spec, const char *position, const char *moves, char *played,
                            char *err, size_t errlen)
{
    const struct sb_game *r = spec->game->rules;
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE], next[SB_MAX_STATE];
    if (rules_parse(r, spec->params, position, NULL, state, err, errlen) != 0) return -1;
    char name[SB_TEXT], names[512];
    const char *at = moves;
    for (int n = 1; *at; n++) {
        size_t len = strcspn(at, ",");
        while (len > 0 && at[len - 1] == ' ') len--;
        snprintf(name, sizeof name, "%.*s", (int)(len < SB_TEXT ? len : SB_TEXT - 1), at);
        int who = r->to_move(spec->params, state), action = who == SB_END ? -1 : action_named(r, spec->params, state, name);
        if (action < 0) {
            r->format(spec->params, state, played);
            if (who == SB_END) snprintf(err, errlen, "--play: move %d ('%s'): the game is over at %s", n, name, played);
            else {
                action_names(r, spec->params, state, names, sizeof names);
                snprintf(err, errlen, "--play: move %d ('%s') is no %s at %s: expected one of %s", n, name,
                         who == SB_CHANCE ? "outcome" : "move", played, names);
            }
            return -1;
        }
        memset(next, 0, sizeof next);
        r->apply(spec->params, state, action, next);
        memcpy(state, next, sizeof next);
        at += strcspn(at, ",");
        if (*at == ',') at++;
        while (*at == ' ') at++;
    }
    r->format(spec->params, state, played);
    if (r->to_move(spec->params, state) < 0) {
        snprintf(err, errlen, "--play: the moves end at %s, %s: end them at a decision (name the outcome too)", played,
                 r->to_move(spec->params, state) == SB_END ? "where the game is over" : "a chance state");
        return -1;
    }
    return 0;
}

void rules_game_fill(struct game *out, const struct sb_game *r)
{
    *out = (struct game){
        .name = r->name,
        .summary = r->summary,
        .position_help = r->position_help,
        .value_note = "",
        .params = r->params,
        .param_count = r->param_count,
        .evaluator = rules_entry_evaluator,
        .roll_help = r->roll_help,
        .max_horizon = rules_max_horizon(r),
        .max_points = 1,
        .open = rules_game_open,
        .tree = rules_entry_tree,
        .position_name = rules_entry_position_name,
        .close = rules_entry_close,
        .start = rules_entry_start,
        .advance = rules_entry_advance,
        .play = rules_entry_play,
        .play_help = "the actions' names, comma separated, moves and outcomes in the order they come, ending at a "
                     "decision",
        .rules = r,
    };
}
