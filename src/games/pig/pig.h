/* pig.h - the dice game Pig as a tree source (tree.h), searched to a
 * horizon.
 *
 * The rules (Neller and Presser; OpenSpiel's pig): two players race to a
 * target (100 by default).  On a turn the player to move rolls or holds.
 * A roll of 1 loses the turn total and passes the turn; 2-6 add to the
 * turn total and the same player moves again.  Holding adds the turn total
 * to the player's score and passes the turn.  A player whose score plus
 * turn total reaches the target wins: here at once, as a leaf, where
 * OpenSpiel leaves one legal move, hold, that wins (the same value).
 *
 * The tree: a + node is the root's player ("we") to move, a - node the
 * other; each has two children in this order: roll, a * node over the
 * die's six faces (weight 1 each, of 6), and hold, the other player's
 * decision node (pig:hold0=0: a node at a turn total of 0 has roll
 * alone, so that no two players holding in turn play forever; holding at
 * 0 is never better than rolling once, whose 1 gives the same position
 * and whose 2-6 add points, so the solved values do not change: tested).
 * Below a roll, a 1 is the other player's node, a 2-6 the
 * roller's own node again or, when it reaches the target, a leaf: a * node
 * whose outcomes are of both kinds and leaves (search.c probes each by its
 * own kind), and a + node whose child may be a - node with no * node
 * between.  Values: our win probability in billionths (PIG_UNIT per win;
 * per_point PIG_UNIT), exact integers: a leaf is 0 or PIG_UNIT, an
 * evaluation an integer, and the scale 6^(H-1) makes every mean exact.
 *
 * Pig is written once (starbench/game.h: PIG_RULES): its tree (through
 * games/rules/rules_tree.h) and its play (the registry's entry) both come
 * from that one description.  A state's hash is its scores, turn total and
 * flags, so equal handles have equal subtrees (transposition tables), and
 * is the id Pig's nodes had before, so committed rows stay the same.
 * Contract: for a given (target, position, horizon, evaluation) the same
 * tree, always.
 */
#ifndef STARBENCH_PIG_H
#define STARBENCH_PIG_H

#include <stddef.h>
#include <stdint.h>

#include "games/rules/rules_tree.h"
#include "pigsolve.h"
#include "starbench/game.h"
#include "core/tree.h"

#define PIG_UNIT 1000000000 /* a win: values are win probabilities in billionths */
#define PIG_DEFAULT_TARGET 100
#define PIG_MAX_HORIZON 10  /* 6^9 * PIG_UNIT * 6 * 4 stays below 2^62 (tree.h) */

/* A state: the scores of the player to move and of the other, and the
 * turn total of the player to move (its score plus the turn total below
 * the target). */
struct pig_state {
    int mover, other, turn;
};

enum pig_evaluator { PIG_EVAL_RACE, PIG_EVAL_EXACT }; /* PIG_RULES' evaluations, in order */

/* Pig's rules, written once; params: target, hold0. */
extern const struct sb_game PIG_RULES;

/* Pig's tree from a position, for tests and tools: the rules tree and what set it up. */
struct pig_game {
    struct rules_tree rules; /* first: rules.tree is the tree */
    int target;
    struct pig_state root;   /* we are to move */
};

/* Reads a position "MOVER-OTHER-TURN" or "MOVER-OTHER" (turn total 0), the
 * scores of the player to move and of the other, into *s.  0, or -1 with
 * a one-line reason in err (not three numbers, a score or total at or past
 * the target, a position already won). */
int pig_parse_position(const char *text, int target, struct pig_state *s, char *err, size_t errlen);

/* Writes s as pig_parse_position reads it: "MOVER-OTHER-TURN". */
void pig_format_position(const struct pig_state *s, char *buf, size_t len);

/* Sets up g: the game to `target` from `root`, to `horizon` move levels,
 * scored by `evaluator` (EXACT solves the game first, once per process:
 * pig_solved), holding at a turn total of 0 a move or not (hold_at_zero).
 * 0, or -1 with a one-line reason (out of memory, a horizon outside
 * 1..PIG_MAX_HORIZON); pig_game_free releases it either way. */
int pig_game_init(struct pig_game *g, int target, int hold_at_zero, const struct pig_state *root, int horizon,
                  enum pig_evaluator evaluator, char *err, size_t errlen);
void pig_game_free(struct pig_game *g);

/* The moves at a decision node in state s: roll, then hold, which at a
 * turn total of 0 is a move only when hold_at_zero. */
static inline int pig_moves(int hold_at_zero, const struct pig_state *s)
{
    return hold_at_zero || s->turn > 0 ? 2 : 1;
}

/* The scores and turn total of a state of PIG_RULES. */
struct pig_state pig_scores(const void *rules_state);

/* The registry's entry for Pig: what the rules do not say (games.c). */
struct game;
void pig_entry_extend(struct game *g);

/* The race evaluation: the mover's win chance from the scores and the turn
 * total alone, in units of 1/PIG_UNIT (pig.c says how). */
int64_t pig_race(int target, const struct pig_state *s);

#endif
