/* starbench/game.h - a game's rules, written once.  From this one
 * description starbench derives both the game's search tree (every
 * algorithm, to a horizon of H move levels, scored there by one of the
 * game's evaluations) and its play (matches, check-game).  A plug-in is a
 * shared object that exports one `const struct sb_game starbench_game`,
 * built with nothing but this header:
 *
 *     cc -shared -fPIC $(pkg-config --cflags starbench) mygame.c -o mygame.so
 *     starbench --game ./mygame.so --horizon 2 --position start --verify
 *
 * A plug-in runs inside starbench's process: a crash in it is starbench's
 * crash.  `starbench check-game ./mygame.so` checks what a game promises
 * below and names the first position that breaks a rule.
 *
 * The design, settled:
 * - States.  A state is `state_bytes` bytes (at most SB_MAX_STATE) that the
 *   game reads and writes and starbench stores and copies with memcpy; it
 *   must say everything about the position (the side to move, a roll to
 *   come), and two equal positions must have equal bytes (write every
 *   byte, padding too: starbench compares states byte for byte).  Every
 *   state starbench hands a function is aligned for any type (max_align_t),
 *   so a game may read it as its own struct.  Each
 *   search keeps the states it meets in a table of its own (per tree, so
 *   one per thread), keyed by the state's hash.
 * - The hash (optional): 64 bits that tables, MCMS's draws and a node's
 *   random streams key on.  NULL: starbench mixes the state's bytes.  Two
 *   different states with one hash in one search stop it with one line (a
 *   fault), never a silent merge.  A built-in game gives its own so that
 *   its committed results keep their node ids.
 * - Players and values.  A game has one or two players (0 and 1).  At a
 *   decision, to_move says whose; SB_CHANCE a state whose outcomes are
 *   drawn; SB_END the end, whose `value` is player 0's.  Two-player games
 *   are zero-sum within [lo, hi]: player 1 scores lo + hi - v.  Values and
 *   evaluations are exact integers in the game's own unit (a win
 *   probability in billionths, points, a score), inside [lo, hi].
 * - Chance.  `actions` at a chance state lists the outcomes with positive
 *   integer weights; the probability of one is its weight over their sum.
 *   Exact (chance_rounded 0): every such sum divides chance_multiple, and
 *   the search's unit is chance_multiple to the power of the chance levels
 *   above the horizon, so every mean is an exact integer (the horizons
 *   whose sums could pass 2^62 are refused).  Rounded (chance_rounded 1):
 *   each chance state's weights are scaled to sum to chance_multiple (the
 *   largest remainders rounded up, every outcome kept at weight >= 1), so
 *   the searched tree's probabilities are within 1/chance_multiple of the
 *   game's and every algorithm is exact on that tree; play draws by the
 *   game's own weights.  `--list` says which.  An outcome never leads to
 *   another chance state (one draw between decisions; a game with two
 *   draws in a row draws them as one).
 * - Text: format's text of a decision state must read back through parse
 *   and format to the same text (a chance or ended state's need not: Pig
 *   writes a roll as the position it is rolled from).  The state read may
 *   differ in what a position does not write (Pig writes positions from
 *   the mover's side; its state also says which player that is).
 * - Moves and outcomes are actions: small integers of the game's choosing
 *   (at most max_actions at a state), listed in the order the search
 *   tries them, applied by one `apply`, named by `action_name` (unique
 *   among a state's actions: --play and --roll read actions by name).
 * - Reentrancy: every function gets what it needs (the parameters and the
 *   state) and keeps no state of its own between calls; starbench calls
 *   them from several threads at once.
 * - Text: positions, action names: at most SB_TEXT - 1 bytes, no newline,
 *   comma or double quote (rows carry them in CSV).  Parameters: at most
 *   SB_MAX_PARAMS, whole numbers in declared ranges, given as
 *   NAME:KEY=VALUE,...; `params` below are their values in declared order.
 * - Naming: rows name a plug-in game by its declared `name` (with its
 *   parameters that differ from their defaults), as they name a built-in
 *   one, never by its path; a plug-in may not take a built-in game's name.
 * - The ABI: `abi` must equal STARBENCH_GAME_ABI, checked at load.
 */
#ifndef STARBENCH_PUBLIC_GAME_H
#define STARBENCH_PUBLIC_GAME_H

#include <stddef.h>
#include <stdint.h>

#define STARBENCH_GAME_ABI 1
#define STARBENCH_GAME_SYMBOL "starbench_game"

#define SB_MAX_STATE 256  /* bytes of a state, at most */
#define SB_MAX_ACTIONS 32768 /* moves or outcomes of one state, at most (a backgammon double: 20,475) */
#define SB_MAX_PARAMS 4
#define SB_MAX_EVALUATIONS 16
#define SB_TEXT 96        /* a position's or an action's text, its NUL included */

enum { SB_CHANCE = -1, SB_END = -2 }; /* to_move's answers besides a player */

/* A parameter: --game NAME:KEY=VALUE, a whole number in [min, max]. */
struct sb_param {
    const char *key;
    int min, max, fallback; /* fallback: its value when not given */
    const char *help;
};

/* A static evaluation: --eval NAME (the first is the default). */
struct sb_evaluation {
    const char *name, *summary;
};

struct sb_game {
    int abi;                    /* STARBENCH_GAME_ABI */
    const char *name;           /* lower-case letters, digits and '-', at most 31 */
    const char *summary;        /* one line for --list: the game, and what its values are */
    const char *position_help;  /* what --position takes, e.g. "start, or ..." */
    const char *roll_help;      /* NULL: --position is never a chance state; else what --roll names there (an
                                   outcome, by action_name), e.g. "the die, 1-6" */
    int players;                /* 1 or 2 */
    unsigned state_bytes;       /* 1..SB_MAX_STATE */
    int max_actions;            /* the most actions (moves or outcomes) of any state */
    int max_length;             /* a game from start ends within this many decisions (check-game plays it) */
    int64_t lo, hi;             /* every end value and evaluation is inside [lo, hi] (player 0's) */
    int64_t per_point;          /* values per point of the score (rows' equity is value / per_point); 1 when
                                   the value is the score */
    int64_t chance_multiple;    /* see Chance above; 1 when the game has no chance */
    int chance_rounded;         /* 0: exact; 1: weights scaled to chance_multiple (see above) */
    const struct sb_param *params;
    int param_count;
    const struct sb_evaluation *evaluations; /* at least one */
    int evaluation_count;

    /* Reads a position into state: 0, or -1 with a one-line reason in err. */
    int (*parse)(const int *params, const char *text, void *state, char *err, size_t errlen);
    /* Writes state as parse reads it (SB_TEXT bytes). */
    void (*format)(const int *params, const void *state, char *text);
    /* A game's start drawn by seed (the same seed, the same start). */
    void (*start)(const int *params, uint64_t seed, void *state);
    /* The player to move (0 or 1; a one-player game 0), SB_CHANCE or SB_END. */
    int (*to_move)(const int *params, const void *state);
    /* The state's actions into actions (at most max_actions), and at a
     * chance state each outcome's weight (> 0) into weights; the count
     * (0 only at SB_END). */
    int (*actions)(const int *params, const void *state, int *actions, int64_t *weights);
    /* The state after action (one of actions' list) into next. */
    void (*apply)(const int *params, const void *state, int action, void *next);
    /* The action's name (SB_TEXT bytes): a move as --play reads it, an outcome as --roll does. */
    void (*action_name)(const int *params, const void *state, int action, char *text);
    /* At SB_END: player 0's value. */
    int64_t (*value)(const int *params, const void *state);
    /* The evaluation `evaluation` (an index into evaluations) of a decision
     * or chance state: an estimate of player 0's value, in [lo, hi]. */
    int64_t (*evaluate)(const int *params, int evaluation, const void *state);
    /* Optional (NULL: the state's bytes mixed): see The hash above. */
    uint64_t (*hash)(const int *params, const void *state);
    /* Optional (NULL: player 0): at a chance state, the player whose roll
     * it is; a position that is a chance state is searched from that
     * player's side. */
    int (*roller)(const int *params, const void *state);
};

#endif
