/* verdicts.h - a referee's verdicts on the moves of one position and roll,
 * owned by the caller: from the game's own referee (game.h's referee:
 * backgammon's gnubg file, Pig's solution), or from starbench's own for any
 * game, deep:H: each root move's exact *-minimax value searched to horizon
 * H (Star2 in the game's tree, scored at the horizon by the evaluation
 * given, children ordered by it), its loss its gap to the best move's.
 * deep:H is a referee of the project's own, as good as that evaluation and
 * horizon, not an outside truth: an engine searching the same evaluation
 * near H agrees with it by construction.  Prints nothing.
 */
#ifndef STARBENCH_VERDICTS_H
#define STARBENCH_VERDICTS_H

#include <stddef.h>
#include <stdint.h>

#include "games/game.h"

#define DEEP_REFEREE_PREFIX "deep:"

/* Whether `referee` names starbench's own referee (deep:..., its H checked by deep_referee_parse). */
int deep_referee_named(const char *referee);

struct position_verdicts {
    size_t count;        /* the root's legal moves */
    int64_t *loss_micro; /* each move's loss against the best, millionths of the game's unit */
    int *rank;           /* 1 + the moves rated strictly higher */
};

/* Whether `referee` names the deep referee (deep:H): 1 with H in *horizon,
 * 0 when it names another, -1 with err when H is no horizon of the game. */
int deep_referee_parse(const char *referee, const struct game *g, int *horizon, char *err, size_t errlen);

/* The verdicts of `referee` (deep:H, or what the game's referee reads) on
 * the moves of position and roll (NULL: none, or the dice to come), deep:H
 * scoring by the evaluation `eval` (one of the game's).  0, or -1 with a
 * one-line reason in err (a referee the game has not, a position it cannot
 * judge, a root with no move to choose, out of memory). */
int position_verdicts_get(const struct game_spec *spec, const char *position, const char *roll, const char *referee,
                          const char *eval, struct position_verdicts *v, char *err, size_t errlen);
void position_verdicts_free(struct position_verdicts *v);

#endif
