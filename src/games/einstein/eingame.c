/* eingame.c - see eingame.h. */
#include "eingame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* path: the die (0: to come), the side to move, and for a leaf its winner. */
#define SIDE_SHIFT 3
#define LEAF_BIT (1 << 4)
#define WINNER_SHIFT 5

static const struct ein_game *game_of(const struct tree *t)
{
    return (const struct ein_game *)t;
}

static struct node make_node(const struct ein_game *g, const struct ein_position *p, int die, int depth)
{
    int winner = ein_winner(p);
    int64_t path = die | p->to_move << SIDE_SHIFT | (winner >= 0 ? LEAF_BIT | winner << WINNER_SHIFT : 0);
    enum node_kind kind = winner >= 0 ? NODE_LEAF : die == 0 ? NODE_CHANCE
                          : p->to_move == g->root.to_move ? NODE_MAX : NODE_MIN;
    return (struct node){ .id = ein_key(p), .path = path, .depth = depth, .kind = kind };
}

static void position_of(const struct node *n, struct ein_position *p)
{
    ein_from_key(n->id, (enum ein_side)(n->path >> SIDE_SHIFT & 1), p);
}

/* A decision node's cursor keeps its moves in scratch. */
#define SCRATCH_INTS ((int)((EIN_MAX_MOVES * sizeof(struct ein_move) + sizeof(int) - 1) / sizeof(int)))

static void ein_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    (void)t;
    if (n->kind == NODE_CHANCE) {
        c->count = 6;
        c->total = 6;
        return;
    }
    struct ein_position p;
    position_of(n, &p);
    c->count = ein_moves(&p, (int)(n->path & 7), (struct ein_move *)(void *)c->scratch);
    c->total = c->count;
}

static int ein_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    if (c->next == c->count) return 0;
    int k = c->next++;
    struct ein_position p;
    position_of(&c->parent, &p);
    if (c->parent.kind == NODE_CHANCE) {
        *child = make_node(game_of(c->tree), &p, k + 1, c->parent.depth + 1);
    } else {
        ein_play(&p, &((const struct ein_move *)(const void *)c->scratch)[k]);
        *child = make_node(game_of(c->tree), &p, 0, c->parent.depth + 1);
    }
    *weight = 1;
    return 1;
}

static value_t ein_leaf(const struct tree *t, const struct node *leaf)
{
    int winner = (int)(leaf->path >> WINNER_SHIFT & 1);
    return (winner == (int)game_of(t)->root.to_move ? 1000 : -1000) * t->scale;
}

/* Chebyshev distance of side s's nearest cube to its corner (black's 24, white's 0). */
static int distance(const struct ein_position *p, int s)
{
    int best = 9;
    for (int v = 0; v < EIN_CUBES; v++) {
        int sq = p->at[s][v];
        if (sq == EIN_GONE) continue;
        int r = s == EIN_BLACK ? 4 - sq / 5 : sq / 5, c = s == EIN_BLACK ? 4 - sq % 5 : sq % 5;
        int d = r > c ? r : c;
        if (d < best) best = d;
    }
    return best;
}

int ein_distance(const struct ein_position *p)
{
    /* x: how many moves nearer its corner the side to move's nearest cube
     * is than the other's, doubled, plus one for the move it has in hand;
     * then each cube more than the other side has, worth half a move.  The
     * rational x / (|x| + 3) makes a lead of one move worth 0.5 and keeps
     * the value inside (-1, 1). */
    int me = p->to_move, other = 1 - me, cubes[2] = { 0, 0 };
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < EIN_CUBES; v++) cubes[s] += p->at[s][v] != EIN_GONE;
    int x = 2 * (distance(p, other) - distance(p, me)) + 1 + (cubes[me] - cubes[other]);
    return 1000 * x / ((x < 0 ? -x : x) + 3);
}

static value_t ein_evaluate(const struct tree *t, const struct node *n)
{
    struct ein_position p;
    position_of(n, &p);
    value_t v = ein_distance(&p);
    return (p.to_move == game_of(t)->root.to_move ? v : -v) * t->scale;
}

static int ein_moves_above(const struct tree *t, const struct node *n)
{
    return game_of(t)->die ? (n->depth + 1) / 2 : n->depth / 2;
}

static int ein_name_move(const struct tree *t, const struct node *n, int k, char *text, char *after)
{
    struct ein_position p;
    struct ein_move moves[EIN_MAX_MOVES];
    (void)t;
    if (n->kind != NODE_MAX && n->kind != NODE_MIN) return -1;
    position_of(n, &p);
    int count = ein_moves(&p, (int)(n->path & 7), moves);
    if (k < 0 || k >= count) return -1;
    ein_move_text(&p, &moves[k], text, TREE_MOVE_NAME);
    ein_play(&p, &moves[k]);
    ein_format(&p, after, TREE_MOVE_NAME);
    return 0;
}

static const struct tree_ops EIN_OPS = { ein_open, ein_next, ein_leaf, NULL, ein_evaluate, ein_moves_above,
                                         ein_name_move, NULL, NULL, NULL, NULL };

int ein_game_init(struct ein_game *g, const char *position, const char *roll, int horizon, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (ein_parse(position, &g->root, err, errlen) != 0) return -1;
    if (roll && (strlen(roll) != 1 || roll[0] < '1' || roll[0] > '6')) {
        snprintf(err, errlen, "--roll: expected the die of the side to move, 1 to 6, got '%s'", roll);
        return -1;
    }
    if (horizon < 1 || horizon > EIN_GAME_MAX_HORIZON) {
        snprintf(err, errlen, "--horizon: an EinStein search needs 1 to %d move levels, not %d", EIN_GAME_MAX_HORIZON,
                 horizon);
        return -1;
    }
    g->die = roll ? roll[0] - '0' : 0;
    struct tree *t = &g->tree;
    int chance_root = g->die == 0, levels = horizon - 1 + chance_root; /* the * nodes that average */
    t->ops = &EIN_OPS;
    t->root = make_node(g, &g->root, g->die, 0);
    t->scale = 1;
    for (int i = 0; i < levels; i++) t->scale *= 6;
    t->lo = -1000 * t->scale;
    t->hi = 1000 * t->scale;
    t->depth = 2 * horizon - 1 + chance_root;
    t->max_children = EIN_MAX_MOVES;
    t->cursor_scratch = SCRATCH_INTS;
    t->eval_scale = 1;
    t->per_point = 1000;
    t->max_horizon = horizon;
    t->chance_levels = levels;
    return 0;
}
