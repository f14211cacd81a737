/* rules_game.h - a game written once against starbench/game.h, seen as
 * the registry sees every game (games/game.h): its tree (rules_tree.h),
 * its positions and rolls, its evaluations and parameters, and its
 * matches (start and advance), all derived from the one description.
 */
#ifndef STARBENCH_RULES_GAME_H
#define STARBENCH_RULES_GAME_H

#include <stddef.h>

#include "games/game.h"
#include "rules_tree.h"
#include "starbench/game.h"

/* Whether rules is a description starbench can use (the ABI, a name of
 * lower-case letters, digits and '-', sizes in their ranges, lo < hi, the
 * functions every game needs); 0, or -1 with the first fault in err. */
int rules_check_description(const struct sb_game *rules, char *err, size_t errlen);

/* Fills out as the registry's entry for rules (checked first). */
void rules_game_fill(struct game *out, const struct sb_game *rules);

/* The state of the position `text` (at a chance state, with the outcome
 * named roll applied when roll is not NULL) into state (SB_MAX_STATE
 * bytes, zeroed first).  0, or -1 with a one-line reason naming
 * --position or --roll. */
int rules_parse(const struct sb_game *rules, const int *params, const char *text, const char *roll, void *state,
                char *err, size_t errlen);

/* struct game's open for a game written once: the tree of position (and
 * roll) to horizon, scored by eval.  A built-in game may wrap it. */
void *rules_game_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                      const char *eval, char *err, size_t errlen);

/* The tree of a search that rules_game_open set up (its root state:
 * rules_state(tree, &tree->tree.root)). */
const struct rules_tree *rules_game_tree(const void *run);

/* Room in such a search for a referee's verdicts, one per root move. */
void rules_game_verdicts(void *run, int64_t **loss_micro, int **rank);

/* The outcome of a chance state drawn by key with the game's own weights
 * (game_draw), applied into next. */
void rules_draw(const struct sb_game *rules, const int *params, const void *state, uint64_t key, void *next);

#endif
