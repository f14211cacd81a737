/* rules_tree.c - see rules_tree.h. */
#include "rules_tree.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mix64.h"

/* The cursor's scratch: the count, the actions, their weights (two ints
 * each), then the parent's state (so that next applies without a lookup). */
#define SCRATCH_ACTIONS 1
static size_t weights_at(const struct sb_game *g) { return SCRATCH_ACTIONS + (size_t)g->max_actions; }
static size_t state_at(const struct sb_game *g) { return weights_at(g) + 2 * (size_t)g->max_actions; }
static int scratch_ints(const struct sb_game *g) { return (int)state_at(g) + (SB_MAX_STATE + 3) / 4; }

static const struct rules_tree *rules_of(const struct tree *t)
{
    return (const struct rules_tree *)t;
}

_Noreturn void rules_fault(const struct sb_game *g, const int *params, const void *state, const char *rule)
{
    char position[SB_TEXT] = "";
    g->format(params, state, position);
    position[SB_TEXT - 1] = '\0';
    fprintf(stderr, "starbench: game %s broke a rule at %s: %s (starbench check-game finds this)\n", g->name,
            position, rule);
    exit(2);
}

uint64_t rules_hash(const struct sb_game *g, const int *params, const void *state)
{
    if (g->hash) return g->hash(params, state);
    const unsigned char *bytes = state;
    uint64_t h = mix64(g->state_bytes);
    for (unsigned i = 0; i < g->state_bytes; i += 8) {
        uint64_t word = 0;
        memcpy(&word, bytes + i, g->state_bytes - i < 8 ? g->state_bytes - i : 8);
        h = mix64(h ^ word);
    }
    return h;
}

/* A node's key in the state table: its id, or with legacy paths its whole
 * handle (EinStein's id is the board alone, its path the die and side, and
 * one board is met at several depths, reached by moves of different
 * counts; its move levels follow from its depth). */
static uint64_t table_key(const struct rules_tree *rt, const struct node *n)
{
    return rt->legacy_path ? tree_node_hash(n) : n->id;
}

const void *rules_state(const struct rules_tree *rt, const struct node *n)
{
    return state_table_get(&rt->states, table_key(rt, n));
}

int64_t rules_search_weights(const struct sb_game *g, int count, int64_t *weights)
{
    int64_t sum = 0, target = g->chance_multiple, given = 0;
    for (int i = 0; i < count; i++) sum += weights[i];
    if (!g->chance_rounded) return sum;
    /* Largest remainders: each outcome's share of target, floored (at
     * least 1), then the units left to the largest remainders (taken
     * back from the smallest where the floors of 1 overshoot). */
    int64_t rem[SB_MAX_ACTIONS];
    for (int i = 0; i < count; i++) {
        int64_t share = weights[i] * target;
        rem[i] = share % sum;
        weights[i] = share / sum > 0 ? share / sum : 1;
        given += weights[i];
    }
    for (; given != target; given += given < target ? 1 : -1) {
        int pick = -1;
        for (int i = 0; i < count; i++) {
            if (given > target && weights[i] == 1) continue;
            if (pick < 0 || (given < target ? rem[i] > rem[pick] : rem[i] < rem[pick])) pick = i;
        }
        weights[pick] += given < target ? 1 : -1;
        rem[pick] = given < target ? -1 : sum; /* one unit each, then the next */
    }
    return target;
}

/* The move levels above a node (its path, or with legacy paths kept after its state). */
static int levels_above(const struct rules_tree *rt, const struct node *n)
{
    if (!rt->legacy_path) return (int)n->path;
    int above;
    memcpy(&above, (const unsigned char *)rules_state(rt, n) + rt->game->state_bytes, sizeof above);
    return above;
}

/* The node for state, reached below parent (NULL: the root): kept in the table. */
static struct node node_of(struct rules_tree *rt, const void *state, const struct node *parent)
{
    const struct sb_game *g = rt->game;
    int who = g->to_move(rt->params, state);
    enum node_kind kind = who == SB_END ? NODE_LEAF : who == SB_CHANCE ? NODE_CHANCE
                          : who == rt->root_player ? NODE_MAX : NODE_MIN;
    if (parent && parent->kind == NODE_CHANCE && kind == NODE_CHANCE)
        rules_fault(g, rt->params, state, "an outcome leads to another chance state");
    int above = !parent ? 0 : levels_above(rt, parent) + (parent->kind != NODE_CHANCE);
    struct node n = { .id = rules_hash(g, rt->params, state), .path = above, .depth = parent ? parent->depth + 1 : 0,
                      .kind = kind };
    unsigned char kept[SB_MAX_STATE + sizeof above];
    memcpy(kept, state, g->state_bytes);
    if (rt->legacy_path) {
        n.path = rt->legacy_path(rt->params, state);
        memcpy(kept + g->state_bytes, &above, sizeof above); /* one depth at two levels: a collision, below */
    }
    int put = state_table_put(&rt->states, table_key(rt, &n), kept);
    if (put != 0) rules_fault(g, rt->params, state, put < 0 ? "out of memory keeping the search's states"
                                                            : "two different states have one hash");
    return n;
}

static void rules_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct rules_tree *rt = rules_of(t);
    const struct sb_game *g = rt->game;
    const void *state = rules_state(rt, n);
    int64_t weights[SB_MAX_ACTIONS];
    int actions[SB_MAX_ACTIONS]; /* the header's limit: a game listing more than max_actions still fits */
    int count = g->actions(rt->params, state, actions, weights);
    if (count < 1 || count > g->max_actions)
        rules_fault(g, rt->params, state, "a decision or chance state lists no actions, or more than max_actions");
    memcpy(c->scratch + SCRATCH_ACTIONS, actions, (size_t)count * sizeof *actions);
    c->count = count;
    c->total = count;
    if (n->kind == NODE_CHANCE) {
        for (int i = 0; i < count; i++)
            if (weights[i] < 1) rules_fault(g, rt->params, state, "an outcome's weight is not positive");
        c->total = rules_search_weights(g, count, weights);
        if (!g->chance_rounded && g->chance_multiple % c->total != 0)
            rules_fault(g, rt->params, state, "the outcomes' weights sum to a number that does not divide "
                                              "chance_multiple");
        memcpy(c->scratch + weights_at(g), weights, (size_t)count * sizeof *weights);
    }
    memcpy(c->scratch + state_at(g), state, g->state_bytes);
}

static int rules_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    if (c->next == c->count) return 0;
    struct rules_tree *rt = (struct rules_tree *)rules_of(c->tree); /* its state table grows */
    const struct sb_game *g = rt->game;
    int k = c->next++;
    _Alignas(max_align_t) unsigned char parent[SB_MAX_STATE], next[SB_MAX_STATE];
    memcpy(parent, c->scratch + state_at(g), g->state_bytes); /* the scratch is only int-aligned */
    memset(next, 0, sizeof next);
    g->apply(rt->params, parent, c->scratch[SCRATCH_ACTIONS + k], next);
    *child = node_of(rt, next, &c->parent);
    *weight = 1;
    if (c->parent.kind == NODE_CHANCE) memcpy(weight, c->scratch + weights_at(g) + 2 * (size_t)k, sizeof *weight);
    return 1;
}

/* v, player 0's, as the tree's: the root player's, in the tree's unit. */
static value_t seen(const struct rules_tree *rt, const void *state, int64_t v)
{
    const struct sb_game *g = rt->game;
    if (v < g->lo || v > g->hi) rules_fault(g, rt->params, state, "a value or evaluation outside [lo, hi]");
    return (rt->root_player == 1 ? g->lo + g->hi - v : v) * rt->tree.scale;
}

static value_t rules_leaf(const struct tree *t, const struct node *leaf)
{
    const struct rules_tree *rt = rules_of(t);
    const void *state = rules_state(rt, leaf);
    return seen(rt, state, rt->game->value(rt->params, state));
}

static value_t rules_evaluate(const struct tree *t, const struct node *n)
{
    const struct rules_tree *rt = rules_of(t);
    const void *state = rules_state(rt, n);
    return seen(rt, state, rt->game->evaluate(rt->params, rt->evaluation, state));
}

static int rules_moves_above(const struct tree *t, const struct node *n)
{
    return levels_above(rules_of(t), n);
}

static int rules_name_move(const struct tree *t, const struct node *n, int k, char *text, char *after)
{
    const struct rules_tree *rt = rules_of(t);
    const struct sb_game *g = rt->game;
    const void *state = rules_state(rt, n);
    int actions[SB_MAX_ACTIONS];
    int64_t weights[SB_MAX_ACTIONS];
    if (!state || n->kind == NODE_CHANCE || n->kind == NODE_LEAF) return -1;
    int count = g->actions(rt->params, state, actions, weights);
    if (k < 0 || k >= count) return -1;
    _Alignas(max_align_t) unsigned char next[SB_MAX_STATE];
    memset(next, 0, sizeof next);
    g->apply(rt->params, state, actions[k], next);
    g->action_name(rt->params, state, actions[k], text);
    g->format(rt->params, next, after);
    return 0;
}

/* A move's identity: its name (the game's action_name, unique among a
 * state's actions and the same for the same move elsewhere), hashed. */
static uint64_t rules_move_key(struct tree_cursor *c, int position)
{
    const struct rules_tree *rt = rules_of(c->tree);
    const struct sb_game *g = rt->game;
    _Alignas(max_align_t) unsigned char parent[SB_MAX_STATE];
    char name[SB_TEXT] = "";
    memcpy(parent, c->scratch + state_at(g), g->state_bytes); /* the scratch is only int-aligned */
    g->action_name(rt->params, parent, c->scratch[SCRATCH_ACTIONS + position], name);
    uint64_t key = 0;
    for (size_t i = 0; i < sizeof name && name[i]; i++) key = mix64(key ^ (unsigned char)name[i]);
    return key;
}

static const struct tree_ops RULES_OPS = { rules_open, rules_next, rules_leaf, NULL, rules_evaluate,
                                           rules_moves_above, rules_name_move, NULL, NULL, NULL, NULL,
                                           rules_move_key };

/* chance_multiple ^ levels times max(|lo|, |hi|), checked against tree.h's
 * limit with the widest sum (a total of chance_multiple, times 4); -1 past it. */
static int64_t scale_for(const struct sb_game *g, int levels)
{
    int64_t scale = 1, bound = g->hi > -g->lo ? g->hi : -g->lo;
    for (int i = 0; i < levels; i++) scale = tree_checked_mul(scale, g->chance_multiple, TREE_VALUE_LIMIT);
    int64_t widest = tree_checked_mul(tree_checked_mul(scale, bound, TREE_VALUE_LIMIT), g->chance_multiple,
                                      TREE_VALUE_LIMIT);
    return tree_checked_mul(widest, 4, TREE_VALUE_LIMIT) < 0 ? -1 : scale;
}

int rules_max_horizon(const struct sb_game *g)
{
    int h = 0;
    while (h < RULES_MAX_HORIZON && scale_for(g, h + 1) > 0) h++;
    return h;
}

int rules_tree_init(struct rules_tree *rt, const struct sb_game *g, const int *params, const void *root,
                    int horizon, int evaluation, rules_legacy_path legacy_path, char *err, size_t errlen)
{
    memset(rt, 0, sizeof *rt);
    rt->game = g;
    memcpy(rt->params, params, sizeof rt->params);
    rt->evaluation = evaluation;
    rt->legacy_path = legacy_path;
    int who = g->to_move(params, root);
    if (who == SB_END) {
        snprintf(err, errlen, "--position: the game is over there (%s)", g->name);
        return -1;
    }
    rt->root_player = who != SB_CHANCE ? who : g->roller ? g->roller(params, root) : 0;
    int levels = horizon - 1 + (who == SB_CHANCE);
    int64_t scale = horizon >= 1 && horizon <= RULES_MAX_HORIZON ? scale_for(g, levels) : -1;
    if (scale < 0) {
        snprintf(err, errlen, "--horizon: %s is searched at 1 to %d move levels (its exact means' sums pass 2^62 "
                 "beyond), not %d", g->name, rules_max_horizon(g) - (who == SB_CHANCE), horizon);
        return -1;
    }
    if (state_table_init(&rt->states, g->state_bytes + (legacy_path ? sizeof(int) : 0)) != 0) {
        snprintf(err, errlen, "--game: out of memory");
        return -1;
    }
    struct tree *t = &rt->tree;
    t->ops = &RULES_OPS;
    t->scale = scale;
    t->lo = g->lo * scale;
    t->hi = g->hi * scale;
    t->depth = 2 * horizon - 1 + (who == SB_CHANCE); /* a decision and at most one draw a move level */
    t->max_children = g->max_actions;
    t->cursor_scratch = scratch_ints(g);
    t->eval_scale = 1;
    t->per_point = g->per_point;
    t->chance_levels = levels;
    t->max_horizon = horizon;
    t->root = node_of(rt, root, NULL);
    return 0;
}

void rules_tree_free(struct rules_tree *rt)
{
    state_table_free(&rt->states);
}
