/* bggame.c - see bggame.h. */
#include "bggame.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bgeval.h"
#include "notation.h"

/* A node's handle: id the low 64 bits of its position's key, path the
 * high 16 bits and, above them, its dice (6 * (d1 - 1) + d2 - 1, or
 * NO_DICE).  Who is to move or roll next at a node follows from its depth. */
#define NO_DICE 63
#define DICE_SHIFT 16


static int dice_code(int d1, int d2)
{
    return 6 * (d1 - 1) + d2 - 1;
}

/* The dice are to come at the root: it is a * node. */
static int root_chance(const struct bg_game *g)
{
    return g->d1 == 0;
}

static const struct bg_game *game_of(const struct tree *t)
{
    return (const struct bg_game *)t;
}

static struct node node_of_key(const uint64_t key[2], int dice, int depth, enum node_kind kind)
{
    return (struct node){ .id = key[0], .path = (int64_t)(key[1] | (uint64_t)dice << DICE_SHIFT), .depth = depth,
                          .kind = kind };
}

static struct node make_node(const struct bg_board *b, int dice, int depth, enum node_kind kind)
{
    uint64_t key[2];
    bg_key(b, key);
    return node_of_key(key, dice, depth, kind);
}

void bg_game_node(const struct node *n, struct bg_board *b, int *d1, int *d2)
{
    uint64_t key[2] = { n->id, (uint64_t)n->path & 0xffff };
    int dice = (int)((uint64_t)n->path >> DICE_SHIFT);
    bg_board_from_key(key, b);
    *d1 = dice == NO_DICE ? 0 : dice / 6 + 1;
    *d2 = dice == NO_DICE ? 0 : dice % 6 + 1;
}

/* Whether the side listed second (to move or roll next) at depth d is
 * ours: the plies cycle + (ours), * (theirs to roll), - , * (ours to roll),
 * and a root * node is the last of these. */
static int ours_next(const struct bg_game *g, int depth)
{
    int ply = (depth + (root_chance(g) ? 3 : 0)) % 4;
    return ply == 0 || ply == 3;
}

/* A decision node's cursor scratch: its moves (bg_moves), then the
 * position of the child handed out last (for game_evaluate_next), then the
 * evaluator's share of the side not moving (struct kept_on_roll).  Its
 * cursor keeps, in key and stamp, the key code (bg_side_code) and the bar
 * count of the side not moving: a child's key and that share are the same
 * for every child unless the move hit (that side's bar grew). */
struct kept_on_roll {
    int kept; /* on_roll holds the side not moving's share (set at the first child evaluated) */
    struct bg_on_roll on_roll;
};
#define KEPT_AFTER (BG_MOVES_BYTES + sizeof(struct bg_board)) /* then aligned: scratch is only int-aligned */
#define GAME_SCRATCH_BYTES (KEPT_AFTER + _Alignof(struct kept_on_roll) - 1 + sizeof(struct kept_on_roll))

static void moves_of(const struct tree_cursor *c, struct bg_moves *m)
{
    bg_moves_init(m, c->scratch);
    m->count = (size_t)c->pos;
}

static struct bg_board *last_child(const struct tree_cursor *c)
{
    return (struct bg_board *)((char *)c->scratch + BG_MOVES_BYTES);
}

static struct kept_on_roll *kept_on_roll(const struct tree_cursor *c)
{
    const uintptr_t align = _Alignof(struct kept_on_roll);
    uintptr_t at = (uintptr_t)((char *)c->scratch + KEPT_AFTER);
    return (struct kept_on_roll *)((at + align - 1) & ~(align - 1));
}

static void game_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    (void)t;
    if (n->kind == NODE_CHANCE) {
        c->count = BG_ROLL_COUNT;
        c->total = 36;
        return;
    }
    struct bg_board b;
    struct bg_moves m;
    int d1, d2;
    bg_game_node(n, &b, &d1, &d2);
    bg_moves_init(&m, c->scratch);
    c->pos = (int)bg_legal_moves(&b, d1, d2, &m);
    c->key = bg_side_code(b.side[0], NULL);
    c->stamp = b.side[0][BG_BAR];
    kept_on_roll(c)->kept = 0;
    c->count = c->pos ? c->pos : 1; /* a dance: the one child, the position as it is */
    c->total = c->count;
}

/* A side's counts copied as the evaluation and the keys read them, eight
 * places a word (bg_word): a load then comes whole from one store. */
static void copy_side(unsigned char *to, const unsigned char *from)
{
    for (int w = 0; w < 3; w++) memcpy(to + 8 * w, from + 8 * w, 8);
    to[BG_BAR] = from[BG_BAR];
}

/* Whether the move to `next`, handed out by c, hit: the side not moving
 * has more on the bar than before (its checkers are otherwise the same). */
static int hit(const struct tree_cursor *c, const struct bg_board *next)
{
    return next->side[1][BG_BAR] != c->stamp;
}

/* The position after the k-th move of the decision node of c, the other
 * side to roll (a dance: the position itself). */
static void child_board(const struct tree_cursor *c, int k, struct bg_board *next)
{
    if (c->pos == 0) {
        struct bg_board same;
        int d1, d2;
        bg_game_node(&c->parent, &same, &d1, &d2);
        *next = bg_swap(&same);
    } else {
        struct bg_moves m;
        moves_of(c, &m);
        copy_side(next->side[0], m.boards[k].side[1]);
        copy_side(next->side[1], m.boards[k].side[0]);
    }
}

/* No checker of the side left: the game is over. */
static int borne_off(const unsigned char *side)
{
    return (bg_word(side) | bg_word(side + 8) | bg_word(side + 16) | side[BG_BAR]) == 0;
}

/* The child of the decision node n whose position is next (the other side
 * to roll), given the key code of the side not moving (bg_side_code of
 * next->side[1]): a leaf when the move bore off the last checker. */
static struct node move_child(const struct node *n, const struct bg_board *next, uint64_t waiting)
{
    int mover_bits;
    uint64_t key[2], mover = bg_side_code(next->side[0], &mover_bits);
    bg_key_of_codes(mover, mover_bits, waiting, key);
    return node_of_key(key, NO_DICE, n->depth + 1, borne_off(next->side[0]) ? NODE_LEAF : NODE_CHANCE);
}

static int game_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct bg_game *g = game_of(c->tree);
    const struct node *n = &c->parent;
    if (c->next == c->count) return 0;
    if (n->kind == NODE_CHANCE) {
        const unsigned char *roll = BG_ROLLS[c->next++];
        *child = *n;
        child->path = (int64_t)(((uint64_t)n->path & 0xffff) | (uint64_t)dice_code(roll[0], roll[1]) << DICE_SHIFT);
        child->depth = n->depth + 1;
        child->kind = ours_next(g, n->depth + 1) ? NODE_MAX : NODE_MIN;
        *weight = roll[0] == roll[1] ? 1 : 2;
        return 1;
    }
    struct bg_board *next = last_child(c);
    child_board(c, c->next, next);
    uint64_t waiting = c->key;
    if (hit(c, next)) waiting = bg_side_code(next->side[1], NULL);
    *child = move_child(n, next, waiting);
    *weight = 1;
    c->next++;
    return 1;
}

/* The position after a decision node's first move, the other side to
 * roll, by bg_first_move, when it can say (a roll that plays every die,
 * found first). */
static int first_move(const struct node *n, int *scratch, struct bg_board *next)
{
    if (n->kind == NODE_CHANCE) return 0;
    struct bg_board b, to;
    struct bg_moves m;
    int d1, d2;
    bg_game_node(n, &b, &d1, &d2);
    bg_moves_init(&m, scratch);
    if (!bg_first_move(&b, d1, d2, &m, &to)) return 0;
    *next = bg_swap(&to);
    return 1;
}

static int game_first_child(const struct tree *t, const struct node *n, int *scratch, struct node *child,
                            value_t *weight)
{
    (void)t;
    struct bg_board next;
    if (!first_move(n, scratch, &next)) return 0;
    *child = move_child(n, &next, bg_side_code(next.side[1], NULL));
    *weight = 1;
    return 1;
}

/* A finished game: the side to roll next (side[1]) has lost 1, 2 or 3
 * points (bg_points_lost). */
static value_t finished_value(const struct tree *t, const struct bg_board *b, int depth)
{
    value_t v = 1000 * bg_points_lost(b->side[1]) * t->scale;
    return ours_next(game_of(t), depth) ? -v : v;
}

static value_t game_leaf(const struct tree *t, const struct node *leaf)
{
    struct bg_board b;
    int d1, d2;
    bg_game_node(leaf, &b, &d1, &d2);
    return finished_value(t, &b, leaf->depth);
}

/* An equity for the side to roll at depth `depth` as our value. */
static value_t equity_value(const struct tree *t, int equity, int depth)
{
    value_t v = (value_t)equity * t->scale;
    return ours_next(game_of(t), depth) ? v : -v;
}

/* The evaluation of b, the position at depth `depth`, for our side. */
static value_t board_value(const struct tree *t, const struct bg_board *b, int depth)
{
    return equity_value(t, game_of(t)->evaluator->evaluate(b), depth);
}

/* The same for `next`, the child of c's decision node handed out last:
 * the side to roll there did not move, so unless it was hit its share of
 * the evaluation is the one kept for c (evaluate_on_roll, where the
 * evaluator offers it). */
static value_t child_value(const struct tree_cursor *c, const struct bg_board *next, int depth)
{
    const struct bg_evaluator *e = game_of(c->tree)->evaluator;
    if (!e->evaluate_on_roll || hit(c, next)) return board_value(c->tree, next, depth);
    struct kept_on_roll *k = kept_on_roll(c);
    if (!k->kept) e->on_roll_of(next, &k->on_roll);
    k->kept = 1;
    return equity_value(c->tree, e->evaluate_on_roll(next, &k->on_roll), depth);
}

static value_t game_evaluate(const struct tree *t, const struct node *n)
{
    struct bg_board b;
    int d1, d2;
    bg_game_node(n, &b, &d1, &d2);
    return board_value(t, &b, n->depth);
}

/* A decision node's child from the position game_next left in the cursor's scratch. */
static value_t game_evaluate_next(const struct tree_cursor *c, const struct node *child)
{
    if (c->parent.kind == NODE_CHANCE) return game_evaluate(c->tree, child);
    return child_value(c, last_child(c), child->depth);
}

/* A child at depth `depth` scored from its board `next`, as game_leaf or
 * the evaluation would score its handle (tree_ops.next_scored's 2 or 1);
 * c: the cursor that handed it out last (child_value), or NULL. */
static int score_child(const struct tree *t, const struct tree_cursor *c, const struct bg_board *next, int depth,
                       value_t *score)
{
    if (borne_off(next->side[0])) {
        *score = finished_value(t, next, depth);
        return 2;
    }
    *score = c ? child_value(c, next, depth) : board_value(t, next, depth);
    return 1;
}

/* tree_ops.next_scored: a decision node's next child scored from its
 * board, without its key (bg_side_code, bg_key_of_codes): the horizon's
 * leaves need only their values. */
static int game_next_scored(struct tree_cursor *c, value_t *weight, value_t *score)
{
    assert(c->parent.kind != NODE_CHANCE);
    if (c->next == c->count) return 0;
    struct bg_board *next = last_child(c);
    child_board(c, c->next++, next);
    *weight = 1;
    return score_child(c->tree, c, next, c->parent.depth + 1, score);
}

/* tree_ops.first_scored: game_first_child's child scored from its board, as game_next_scored scores. */
static int game_first_scored(const struct tree *t, const struct node *n, int *scratch, value_t *weight, value_t *score)
{
    struct bg_board next;
    if (!first_move(n, scratch, &next)) return 0;
    *weight = 1;
    return score_child(t, NULL, &next, n->depth + 1, score);
}

static int game_moves_above(const struct tree *t, const struct node *n)
{
    return (n->depth + 1 - root_chance(game_of(t))) / 2;
}

/* The k-th move of a decision node in gnubg's notation (notation.h), and
 * gnubg's position ID after it with the other side on roll; a roll with no
 * legal move has one child, the position itself (BG_NO_MOVE). */
static int game_name_move(const struct tree *t, const struct node *n, int k, char *text, char *after)
{
    struct bg_board b;
    struct bg_moves m;
    int d1, d2;
    (void)t;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) return -1;
    bg_moves_init(&m, memory);
    bg_game_node(n, &b, &d1, &d2);
    size_t count = bg_legal_moves(&b, d1, d2, &m);
    int named = k >= 0 && (size_t)k < (count ? count : 1);
    if (named) {
        const struct bg_board *to = count ? &m.boards[k] : &b;
        struct bg_board next = bg_swap(to);
        bg_move_format(&b, d1, d2, to, text);
        bg_position_id(&next, after);
    }
    free(memory);
    return named ? 0 : -1;
}

/* A move's identity: the change it makes to the mover's checkers, place
 * by place (the same move from another position, with or without a hit,
 * has the same key), hashed; a dance's is 0. */
static uint64_t game_move_key(struct tree_cursor *c, int position)
{
    if (c->pos == 0) return 0;
    struct bg_board before;
    struct bg_moves m;
    int d1, d2;
    bg_game_node(&c->parent, &before, &d1, &d2);
    moves_of(c, &m);
    uint64_t key = 0;
    for (int p = 0; p < BG_PLACES; p++) {
        int change = m.boards[position].side[1][p] - before.side[1][p];
        if (change) key = mix64(key ^ ((uint64_t)p << 8 | (uint64_t)(change + 16)));
    }
    return key;
}

static const struct tree_ops GAME_OPS = { game_open, game_next, game_leaf, NULL, game_evaluate, game_moves_above,
                                          game_name_move, game_evaluate_next, game_first_child,
                                          game_next_scored, game_first_scored, game_move_key };

static int parse_roll(const char *roll, int *d1, int *d2)
{
    if (!roll) {
        *d1 = *d2 = 0;
        return 0;
    }
    if (strlen(roll) != 2 || roll[0] < '1' || roll[0] > '6' || roll[1] < '1' || roll[1] > '6') return -1;
    *d1 = roll[0] - '0';
    *d2 = roll[1] - '0';
    return 0;
}

int bg_game_init(struct bg_game *g, const char *position, const char *roll, int horizon, char *err,
                 size_t errlen)
{
    memset(g, 0, sizeof *g);
    int decoded = bg_board_from_id(position, &g->board);
    if (decoded == BG_ID_MALFORMED) {
        snprintf(err, errlen, "--position: expected a position ID of GNU Backgammon (14 characters of base64), "
                              "got '%s'", position);
        return -1;
    }
    if (decoded == BG_ID_ILLEGAL) {
        snprintf(err, errlen, "--position: %s is no legal position: %s", position, bg_board_illegal(&g->board));
        return -1;
    }
    if (parse_roll(roll, &g->d1, &g->d2) != 0) {
        snprintf(err, errlen, "--roll: expected two dice from 1 to 6 (e.g. 31 or 66), got '%s'", roll);
        return -1;
    }
    if (bg_checkers(g->board.side[0]) == 0 || bg_checkers(g->board.side[1]) == 0) {
        snprintf(err, errlen, "--position: %s is a finished game (a side has borne off every checker)", position);
        return -1;
    }
    if (horizon < 1 || horizon > BG_GAME_MAX_HORIZON) {
        snprintf(err, errlen, "--horizon: a backgammon search needs 1 to %d move levels, not %d",
                 BG_GAME_MAX_HORIZON, horizon);
        return -1;
    }
    g->evaluator = BG_DEFAULT_EVALUATOR;
    bg_game_set(g, &g->board, g->d1, g->d2, horizon);
    return 0;
}

void bg_game_set(struct bg_game *g, const struct bg_board *b, int d1, int d2, int horizon)
{
    g->board = *b;
    g->d1 = d1;
    g->d2 = d2;
    struct tree *t = &g->tree;
    int chance_root = root_chance(g), levels = horizon - 1 + chance_root; /* * nodes that average */
    t->ops = &GAME_OPS;
    t->root = make_node(&g->board, chance_root ? NO_DICE : dice_code(g->d1, g->d2), 0,
                        chance_root ? NODE_CHANCE : NODE_MAX);
    t->scale = 1;
    for (int i = 0; i < levels; i++) t->scale *= 36; /* every * node's mean an integer */
    t->lo = -BG_EVAL_LIMIT * t->scale;
    t->hi = BG_EVAL_LIMIT * t->scale;
    t->depth = 2 * horizon - 1 + chance_root; /* the horizon's * nodes */
    t->max_children = BG_MAX_MOVES;
    t->cursor_scratch = (int)((GAME_SCRATCH_BYTES + sizeof(int) - 1) / sizeof(int));
    for (int d = 0; d < t->depth; d++) {
        int chance = d % 2 == !chance_root; /* plies alternate: the root or its children are * nodes */
        g->children_at[d] = chance ? BG_ROLL_COUNT : BG_MAX_MOVES;
        g->scratch_at[d] = chance ? 0 : t->cursor_scratch;
    }
    t->max_children_at = g->children_at;
    t->cursor_scratch_at = g->scratch_at;
    t->eval_scale = 1;
    t->per_point = 1000; /* values are milli-points */
    t->max_horizon = horizon;
    t->chance_levels = levels;
}
