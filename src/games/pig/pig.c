/* pig.c - see pig.h. */
#include "pig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A node's id: the mover's score, the other's, the turn total, then flags.
 * path: the move (+ or -) nodes above it. */
#define OTHER_SHIFT 8
#define TURN_SHIFT 16
#define OURS_BIT ((uint64_t)1 << 24)   /* we are the mover (to move, to roll, or the one who won) */
#define ROLLING_BIT ((uint64_t)1 << 25) /* a * node: the mover has rolled, the die is to come */
#define WON_BIT ((uint64_t)1 << 26)     /* a leaf: the mover reached the target */

static const struct pig_game *game_of(const struct tree *t)
{
    return (const struct pig_game *)t;
}

static struct pig_state state_of(const struct node *n)
{
    return (struct pig_state){ (int)(n->id & 0xff), (int)(n->id >> OTHER_SHIFT & 0xff),
                               (int)(n->id >> TURN_SHIFT & 0xff) };
}

static struct node make_node(struct pig_state s, int ours, uint64_t flags, int depth, int moves_above)
{
    uint64_t id = (uint64_t)s.mover | (uint64_t)s.other << OTHER_SHIFT | (uint64_t)s.turn << TURN_SHIFT
                  | (ours ? OURS_BIT : 0) | flags;
    enum node_kind kind = flags & ROLLING_BIT ? NODE_CHANCE : flags & WON_BIT ? NODE_LEAF
                          : ours ? NODE_MAX : NODE_MIN;
    return (struct node){ .id = id, .path = moves_above, .depth = depth, .kind = kind };
}

static int ours(const struct node *n)
{
    return (n->id & OURS_BIT) != 0;
}

static void pig_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    struct pig_state s = state_of(n);
    c->count = n->kind == NODE_CHANCE ? 6 : pig_moves(game_of(t)->hold_at_zero, &s);
    c->total = c->count;
}

/* The k-th child of the decision node n: roll (a * node), then hold (the
 * other player's turn, the turn total banked). */
static struct node move_child(const struct node *n, int k)
{
    struct pig_state s = state_of(n);
    int above = (int)n->path + 1;
    if (k == 0) return make_node(s, ours(n), ROLLING_BIT, n->depth + 1, above);
    struct pig_state next = { s.other, s.mover + s.turn, 0 };
    return make_node(next, !ours(n), 0, n->depth + 1, above);
}

/* The face `face` of the die below the * node n: 1 passes the turn with
 * nothing banked; 2-6 add to the turn total, and win once the mover's
 * score plus the total reaches the target. */
static struct node face_child(const struct pig_game *g, const struct node *n, int face)
{
    struct pig_state s = state_of(n);
    if (face == 1) return make_node((struct pig_state){ s.other, s.mover, 0 }, !ours(n), 0, n->depth + 1, (int)n->path);
    s.turn += face;
    if (s.mover + s.turn >= g->target) {
        s.turn = 0; /* the leaf: who won is all its value needs */
        return make_node(s, ours(n), WON_BIT, n->depth + 1, (int)n->path);
    }
    return make_node(s, ours(n), 0, n->depth + 1, (int)n->path);
}

static int pig_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    if (c->next == c->count) return 0;
    int k = c->next++;
    *child = c->parent.kind == NODE_CHANCE ? face_child(game_of(c->tree), &c->parent, k + 1)
                                           : move_child(&c->parent, k);
    *weight = 1;
    return 1;
}

static value_t pig_leaf(const struct tree *t, const struct node *leaf)
{
    return ours(leaf) ? (value_t)PIG_UNIT * t->scale : 0;
}

int64_t pig_race(int target, const struct pig_state *s)
{
    /* The points each side still needs, the turn total counted as banked:
     * a side's chance is the other's need over both needs, so equal needs
     * are even and the side needing less is ahead in proportion.  At a
     * horizon of 1 (the roll scored by the mean over the die, below) this
     * holds at a turn total of about 20, Knizia's rule, and at less near
     * the end; it knows nothing of whose turn it is. */
    int64_t mine = target - s->mover - s->turn, theirs = target - s->other;
    return (int64_t)PIG_UNIT * theirs / (mine + theirs);
}

/* The race estimate after a roll: its mean over the die's faces (floor). */
static int64_t race_roll(int target, const struct pig_state *s)
{
    struct pig_state passed = { s->other, s->mover, 0 };
    int64_t sum = PIG_UNIT - pig_race(target, &passed);
    for (int face = 2; face <= 6; face++) {
        struct pig_state on = { s->mover, s->other, s->turn + face };
        sum += s->mover + on.turn >= target ? PIG_UNIT : pig_race(target, &on);
    }
    return sum / 6;
}

/* The mover's win chance at n (a decision node, or a * node: after a
 * roll), in units of 1/PIG_UNIT, by the game's evaluator. */
static int64_t mover_chance(const struct pig_game *g, const struct node *n)
{
    struct pig_state s = state_of(n);
    int rolling = n->kind == NODE_CHANCE;
    if (g->evaluator == PIG_EVAL_RACE) return rolling ? race_roll(g->target, &s) : pig_race(g->target, &s);
    int64_t p = rolling ? pig_roll_value(g->solution, s.mover, s.other, s.turn)
                        : pig_win(g->solution, s.mover, s.other, s.turn);
    return pig_fix_to_units(p, PIG_UNIT);
}

static value_t pig_evaluate(const struct tree *t, const struct node *n)
{
    int64_t p = mover_chance(game_of(t), n);
    return (ours(n) ? p : PIG_UNIT - p) * t->scale;
}

static int pig_moves_above(const struct tree *t, const struct node *n)
{
    (void)t;
    return (int)n->path;
}

void pig_format_position(const struct pig_state *s, char *buf, size_t len)
{
    snprintf(buf, len, "%d-%d-%d", s->mover, s->other, s->turn);
}

static int pig_name_move(const struct tree *t, const struct node *n, int k, char *text, char *after)
{
    struct pig_state s = state_of(n), next = { s.other, s.mover + s.turn, 0 };
    if (n->kind == NODE_CHANCE || n->kind == NODE_LEAF || k < 0 || k >= pig_moves(game_of(t)->hold_at_zero, &s))
        return -1;
    snprintf(text, TREE_MOVE_NAME, "%s", k == 0 ? "roll" : "hold");
    pig_format_position(k == 0 ? &s : &next, after, TREE_MOVE_NAME);
    return 0;
}

static const struct tree_ops PIG_OPS = { pig_open, pig_next, pig_leaf, NULL, pig_evaluate, pig_moves_above,
                                         pig_name_move, NULL, NULL, NULL, NULL };

/* A whole number from 0 to 999 at *p, advancing p; -1 when there is none. */
static int read_number(const char **p)
{
    int v = 0, digits = 0;
    for (; **p >= '0' && **p <= '9' && digits < 4; (*p)++, digits++) v = 10 * v + (**p - '0');
    return digits == 0 || digits > 3 ? -1 : v;
}

int pig_parse_position(const char *text, int target, struct pig_state *s, char *err, size_t errlen)
{
    const char *p = text;
    int v[3] = { 0, 0, 0 }, count = 0, ok = 1;
    while (ok && count < 3) {
        ok = (v[count++] = read_number(&p)) >= 0;
        if (*p != '-' || count == 3) break;
        p++;
    }
    if (!ok || count < 2 || *p != '\0') {
        snprintf(err, errlen, "--position: expected a Pig position MOVER-OTHER-TURN (the scores of the player to "
                              "move and of the other, and the turn total; e.g. 0-0-0 or 45-60-12), got '%s'", text);
        return -1;
    }
    *s = (struct pig_state){ v[0], v[1], v[2] };
    if (s->mover >= target || s->other >= target || s->mover + s->turn >= target) {
        snprintf(err, errlen, "--position: %s is a finished game at target %d (a score, or the mover's score plus "
                              "the turn total, reaches it)", text, target);
        return -1;
    }
    return 0;
}

int pig_game_init(struct pig_game *g, int target, int hold_at_zero, const struct pig_state *root, int horizon,
                  enum pig_evaluator evaluator, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (horizon < 1 || horizon > PIG_MAX_HORIZON) {
        snprintf(err, errlen, "--horizon: a Pig search needs 1 to %d move levels, not %d", PIG_MAX_HORIZON, horizon);
        return -1;
    }
    if (evaluator == PIG_EVAL_EXACT && !(g->solution = pig_solved(target))) {
        snprintf(err, errlen, "--game: out of memory solving Pig to target %d", target);
        return -1;
    }
    g->target = target;
    g->hold_at_zero = hold_at_zero;
    g->root = *root;
    g->evaluator = evaluator;
    struct tree *t = &g->tree;
    t->ops = &PIG_OPS;
    t->root = make_node(*root, 1, 0, 0, 0);
    t->scale = 1;
    for (int i = 0; i < horizon - 1; i++) t->scale *= 6; /* the * nodes that average: 1 .. H-1 moves above */
    t->lo = 0;
    t->hi = (value_t)PIG_UNIT * t->scale;
    t->depth = 2 * horizon - 1; /* H rolls: the last * node, at the horizon */
    t->max_children = 6;
    t->eval_scale = 1;
    t->per_point = PIG_UNIT;
    t->max_horizon = horizon;
    t->chance_levels = horizon - 1; /* the last roll's * node is a leaf at the horizon */
    return 0;
}
