/* conformance.c - see conformance.h. */
#include "conformance.h"

#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trials/experiment.h"
#include "match.h"
#include "core/mix64.h"
#include "rules/rules_check.h"
#include "rules/rules_game.h"
#include "core/sampling.h"
#include "core/search.h"

struct sample {
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
};

static void report(struct conformance *c, const char *format, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, format);
    vsnprintf(line, sizeof line, format, ap);
    va_end(ap);
    if (c->failures++ < CONFORMANCE_MAX_FAILURES && c->fail) c->fail(c->arg, line);
}

/* 1: one random game through the rules, chance states included; 0, or -1 on a failure. */
static int rules_walk(const struct game_spec *spec, uint64_t key, struct conformance *c)
{
    const struct sb_game *g = spec->game->rules;
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE] = { 0 }, next[SB_MAX_STATE];
    int actions[SB_MAX_ACTIONS];
    int64_t weights[SB_MAX_ACTIONS];
    char why[512], text[SB_TEXT + 1] = "";
    g->start(spec->params, key, state);
    for (int decisions = 0, step = 0;; step++) {
        c->states++;
        if (rules_check_state(g, spec->params, state, why, sizeof why) != 0) {
            g->format(spec->params, state, text);
            report(c, "%s: at %.*s: %s", g->name, SB_TEXT - 1, text, why);
            return -1;
        }
        int who = g->to_move(spec->params, state);
        if (who == SB_END) return 0;
        if (who >= 0 && ++decisions > g->max_length) {
            g->format(spec->params, state, text);
            report(c, "%s: at %.*s: a random game from start (seed %llu) goes on past max_length %d decisions",
                   g->name, SB_TEXT - 1, text, (unsigned long long)key, g->max_length);
            return -1;
        }
        if (who == SB_CHANCE) {
            rules_draw(g, spec->params, state, mix64(key ^ mix64((uint64_t)step)), next);
        } else {
            int count = g->actions(spec->params, state, actions, weights);
            memset(next, 0, sizeof next);
            g->apply(spec->params, state, actions[game_draw(mix64(~key ^ (uint64_t)step), (uint64_t)count)], next);
        }
        memcpy(state, next, sizeof state);
    }
}

/* The root's moves at position and roll (the tree at horizon 1), or -1 when it does not open. */
static int moves_at(const struct game_spec *spec, const char *position, const char *roll, struct conformance *c)
{
    const struct game *g = spec->game;
    char err[512];
    void *state = g->open(spec, position, roll[0] ? roll : NULL, 1, game_default_evaluator(g), err, sizeof err);
    if (!state) {
        report(c, "%s: at %s %s: the position does not open (%s)", g->name, position, roll, err);
        return -1;
    }
    const struct tree *t = g->tree(state);
    int *scratch = calloc((size_t)t->cursor_scratch + 1, sizeof *scratch), count = 0;
    struct tree_cursor cursor;
    struct node child;
    value_t w;
    if (scratch) {
        tree_open(t, &t->root, &cursor, scratch);
        while (tree_next(&cursor, &child, &w)) count++;
    }
    free(scratch);
    g->close(state);
    return count;
}

/* 2: the position opens at horizons 1 and 2 with each evaluation, and its name reads back to itself. */
static void check_opens(const struct game_spec *spec, const char *position, const char *roll, struct conformance *c)
{
    const struct game *g = spec->game;
    const char *eval, *summary;
    char err[512], name[GAME_POSITION_TEXT], again[GAME_POSITION_TEXT];
    for (int h = 1; h <= 2 && h <= g->max_horizon; h++)
        for (int e = 0; (eval = game_evaluator(g, e, &summary)) != NULL; e++) {
            void *state = g->open(spec, position, roll[0] ? roll : NULL, h, eval, err, sizeof err);
            if (!state) {
                report(c, "%s: at %s %s: does not open at horizon %d with %s (%s)", g->name, position, roll, h, eval, err);
                continue;
            }
            if (g->position_name) {
                g->position_name(state, name);
                void *reread = g->open(spec, name, roll[0] ? roll : NULL, h, eval, err, sizeof err);
                if (reread) g->position_name(reread, again);
                if (!reread || strcmp(name, again) != 0)
                    report(c, "%s: at %s: the canonical name %s does not read back to itself", g->name, position, name);
                if (reread) g->close(reread);
            }
            g->close(state);
        }
}

/* 3: one game by random moves through advance (keyed by key), its positions into samples (up to room,
 * counted by *sampled); a hash of its course, 0 on a failure. */
static uint64_t random_game(const struct game_spec *spec, uint64_t key, struct sample *samples, int room,
                            int *sampled, struct conformance *c)
{
    const struct game *g = spec->game;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT], err[512];
    struct game_step next;
    uint64_t course = key | 1;
    int limit = g->rules ? g->rules->max_length : MATCH_MAX_PLIES;
    g->start(spec, key, position, roll);
    for (int ply = 0; ply < limit; ply++) {
        int count = moves_at(spec, position, roll, c);
        if (count <= 0) {
            if (count == 0) report(c, "%s: at %s %s: a position of play has no move", g->name, position, roll);
            return 0;
        }
        if (*sampled < room) {
            memcpy(samples[*sampled].position, position, sizeof position);
            memcpy(samples[(*sampled)++].roll, roll, sizeof roll);
        }
        int move = (int)game_draw(mix64(key ^ (uint64_t)ply), (uint64_t)count);
        if (g->advance(spec, position, roll, move, mix64(~key ^ (uint64_t)ply), &next, err, sizeof err) != 0) {
            report(c, "%s: at %s %s: move %d of %d does not play (%s)", g->name, position, roll, move, count, err);
            return 0;
        }
        course = mix64(course ^ (uint64_t)move ^ mix64((uint64_t)next.same_side + 2 * (uint64_t)next.over)) | 1;
        if (next.over) {
            if (next.points == 0 && !g->rules) /* a built-in game has no draw; a game written once may */
                report(c, "%s: at %s %s: a game that ends scores no result", g->name, position, roll);
            return course;
        }
        memcpy(position, next.position, sizeof position);
        memcpy(roll, next.roll, sizeof roll);
    }
    report(c, "%s: a random game through advance goes on past %d moves", g->name, limit);
    return 0;
}

/* 4: mcms and mcts, which --verify does not check (conformance.h). */
static void check_forward(const struct game *g, const struct sample *s, const struct tree *t,
                          const struct trial_result *results, int sampled, int mcts, struct conformance *c)
{
    if (sampled >= 0 && t->max_children <= SAMPLING_MAX_SAMPLES && results[sampled].result.value != results[0].result.value)
        report(c, "%s: at %s %s: mcms with full sampling returned %lld, minimax %lld", g->name, s->position, s->roll,
               (long long)results[sampled].result.value, (long long)results[0].result.value);
    for (int k = 0; t->root.kind == NODE_MAX && k < 2; k++) {
        int a = k ? mcts : sampled;
        if (a >= 0 && (results[a].result.best < 0 || results[a].result.best >= t->max_children))
            report(c, "%s: at %s %s: %s's move %d is not a root move", g->name, s->position, s->roll,
                   k ? "mcts" : "mcms", results[a].result.best);
    }
}

/* The algorithms that play, each as a verified search runs it; returns their count. */
static int playing_algorithms(struct run_algorithm *algorithms, int *sampled, int *mcts)
{
    int n = 0;
    *sampled = *mcts = -1;
    memset(algorithms, 0, EXPERIMENT_MAX_ALGORITHMS * sizeof *algorithms);
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        if (algorithm_plays(&ALGORITHMS[i]) && !(ALGORITHMS[i].needs & NEEDS_CUT_FIT)) {
            if (ALGORITHMS[i].sampled) *sampled = n;
            if (ALGORITHMS[i].method == METHOD_MCTS) *mcts = n;
            algorithms[n].algorithm = &ALGORITHMS[i];
            algorithms[n].params = algorithm_params(&ALGORITHMS[i], 2, 2);
            algorithms[n].params.playouts = 200;
            algorithms[n].params.exploration_milli = 1414;
            algorithms[n++].samples = SAMPLING_MAX_SAMPLES;
        }
    return n;
}

/* How many of ORDERS sample s is searched in at horizon h: tree and eval,
 * and history-eval at 2 (at 1 it is eval: the root's children are at the
 * horizon, no node for the history to order) on every history_every-th. */
static int orders_of(const struct conformance *c, int h, int s)
{
    int every = c->history_every > 1 ? c->history_every : 1;
    return h > 1 && s % every == 0 ? 3 : 2;
}

/* 4. */
static void check_searches(const struct game_spec *spec, const struct sample *samples, int count, struct conformance *c)
{
    const struct game *g = spec->game;
    struct run_algorithm algorithms[EXPERIMENT_MAX_ALGORITHMS];
    struct trial_result results[EXPERIMENT_MAX_ALGORITHMS];
    int sampled, mcts, n = playing_algorithms(algorithms, &sampled, &mcts);
    static const enum move_order ORDERS[] = { MOVE_ORDER_TREE, MOVE_ORDER_EVAL, MOVE_ORDER_HISTORY_EVAL };
    for (int s = 0; s < count; s++)
        for (int h = 1; h <= 2 && h <= g->max_horizon; h++)
            for (int order = 0; order < orders_of(c, h, s); order++) {
                char err[512];
                struct horizon_spec hs = { .horizon = h, .eval = EVAL_SOURCE, .eval_name = game_default_evaluator(g),
                                           .order = ORDERS[order] };
                for (int a = 0; a < n; a++) /* the history heuristic, where the order asks for it */
                    algorithms[a].params.history = algorithms[a].params.method == METHOD_STAR
                                                   && horizon_order_history(hs.order);
                void *state = g->open(spec, samples[s].position, samples[s].roll[0] ? samples[s].roll : NULL, h,
                                      hs.eval_name, err, sizeof err);
                if (!state) {
                    report(c, "%s: at %s %s: does not open at horizon %d (%s)", g->name, samples[s].position,
                           samples[s].roll, h, err);
                    continue;
                }
                const struct tree *t = g->tree(state);
                if (experiment_search_tree(t, algorithms, n, 1, &hs, NULL, results, err, sizeof err) != 0)
                    report(c, "%s: at %s %s: horizon %d, %s order: %s", g->name, samples[s].position,
                           samples[s].roll, h, HORIZON_MOVE_ORDER_NAMES[hs.order], err);
                else
                    c->searched++;
                check_forward(g, &samples[s], t, results, sampled, mcts, c);
                g->close(state);
            }
}

int conformance_check(const struct game_spec *spec, struct conformance *c)
{
    const struct game *g = spec->game;
    c->failures = c->played = c->states = c->searched = 0;
    if (!g->start || !g->advance) {
        report(c, "%s: has no match's start and advance", g->name);
        return c->failures;
    }
    for (int i = 0; g->rules && i < c->games; i++)
        if (rules_walk(spec, mix64(c->seed ^ mix64((uint64_t)i)), c) != 0) return c->failures;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
    for (int i = 0; i < 20 && i < c->games; i++) {
        g->start(spec, mix64(c->seed + (uint64_t)i), position, roll);
        check_opens(spec, position, roll, c);
    }
    struct sample *samples = calloc((size_t)c->samples + 1, sizeof *samples);
    int sampled = 0, failed_before = c->failures;
    if (!samples) {
        report(c, "%s: out of memory", g->name);
        return c->failures;
    }
    while ((sampled < c->samples || c->played < c->games) && c->failures == failed_before) {
        uint64_t key = mix64(c->seed ^ (uint64_t)c->played++), once = random_game(spec, key, samples, c->samples,
                                                                                     &sampled, c);
        int unused = c->samples;
        if (once && random_game(spec, key, samples, c->samples, &unused, c) != once)
            report(c, "%s: random game %d (key %llu) plays differently the second time", g->name, c->played,
                   (unsigned long long)key);
    }
    if (c->failures == failed_before) check_searches(spec, samples, sampled, c);
    free(samples);
    return c->failures;
}
