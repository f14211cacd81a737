/* game.h - what a game gives the rest of starbench, and the registry of
 * games (game_at): --game NAME, --list, --eval, --position and the rows of
 * a game's search all read a game through this, so a new game is a folder
 * under src/games/ and one line in games.c.
 *
 * A game is a tree source (tree.h) made from a position in the game's own
 * notation and a horizon of H move levels: its tree goes on past any depth
 * and is scored at the horizon by one of the game's static evaluations
 * (tree_ops.evaluate).  A game may take parameters in its name
 * (`pig:target=50`), each declared once with its range and default.
 *
 * Contract: open() checks everything it is given and says what is wrong in
 * one line naming the option; the same arguments always give the same tree.
 */
#ifndef STARBENCH_GAME_H
#define STARBENCH_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "starbench/game.h"
#include "core/tree.h"

/* A parameter of a game, given as NAME:KEY=VALUE[,KEY=VALUE...]: the
 * public header's struct sb_param. */
#define GAME_MAX_PARAMS SB_MAX_PARAMS

/* A game and the values of its parameters, as --game gave them. */
struct game_spec {
    const struct game *game;
    int params[GAME_MAX_PARAMS];
};

/* The best moves' verdicts of a referee, per root move in the game's own
 * order (report.h's struct move_verdicts reads the same arrays). */
struct game_verdicts {
    size_t count;
    const int64_t *loss_micro; /* each move's loss against the best, in millionths of the game's unit */
    const int *rank;           /* 1 = the best */
};

#define GAME_POSITION_TEXT 96

/* A program outside starbench that plays a game: an engine algo=NAME
 * whose strength is plies=P (0..max_plies; games/engine.h).  open starts
 * one for a seat (a process per thread), close ends it; the game's own
 * match (struct game's match) asks it for moves and has it check the
 * other engine's.  Costs are its own: rows count none of its evaluations. */
struct game_outside {
    const char *name;     /* algo=NAME */
    const char *summary;  /* --list */
    int max_plies;
    /* 0 when it can be started, else -1 with a one-line reason (how to install it). */
    int (*available)(char *err, size_t errlen);
    void *(*open)(char *err, size_t errlen); /* NULL with err */
    void (*close)(void *player);
};

struct match_request; /* games/match.h */
struct game_record;   /* games/match_report.h */

/* Where a move leads (struct game's advance): the game over, with the
 * points of the side that moved (+ won), or the next decision: its
 * position and roll, written for the side to move there, and whether that
 * is the side that moved (a Pig roll of 2-6).  A game written once
 * (rules) also gives, at the end, its value (player 0's) and its last
 * position: a one-player game's score. */
struct game_step {
    int over, points;
    int64_t value;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
    int same_side;
};

struct game {
    const char *name;
    const char *summary;       /* --list */
    const char *best_help;     /* --list: the best evaluation and the strongest engine measured, or NULL */
    const char *position_help; /* what --position takes, for messages */
    const char *value_note;    /* what the values are, for messages: " (backgammon's are ...)" */
    const struct sb_param *params;
    int param_count;
    /* The i-th of its static evaluations (0: the default): its --eval name,
     * and its --list line into *summary; NULL past the last. */
    const char *(*evaluator)(const struct game *g, int i, const char **summary);
    const char *roll_help;     /* what --roll takes (the root's dice), for --list; NULL: the game takes no --roll */
    int max_horizon;           /* --horizon 1..max_horizon (open refuses the others) */
    int max_points;            /* the most points one game scores (a won game 1; backgammon's backgammon 3): what
                                  `play FILE...` accepts in a row's points_a */
    /* Sets up the tree of `position` (roll: NULL, or the root's dice where
     * the game takes them: roll_help) to `horizon` move levels, scored by the evaluator named
     * `eval` (one of its own).  Returns the game's state, or NULL with
     * a one-line reason in err. */
    void *(*open)(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                  const char *eval, char *err, size_t errlen);
    const struct tree *(*tree)(const void *state);
    /* Optional (NULL: as typed): the root position as rows name it, in
     * the game's canonical spelling (one position, one name), into name
     * (GAME_POSITION_TEXT bytes). */
    void (*position_name)(const void *state, char *name);
    void (*close)(void *state);
    /* Optional (NULL: none): a hash of the evaluation's weights, for
     * ChanceProbCut's fits (cutfit.h). */
    uint64_t (*eval_signature)(const void *state);
    /* Optional (NULL: no --referee): the referee's verdicts on the root's
     * moves from `arg` (--referee's value), kept in state.  0, or -1 with err. */
    int (*referee)(void *state, const char *arg, struct game_verdicts *v, char *err, size_t errlen);
    const char *referee_help;  /* with referee: what --referee takes and ref_loss's unit, for --list */
    /* Optional (NULL: no --play): the position that the moves `moves` lead
     * to from `position`, into played (GAME_POSITION_TEXT bytes).  0, or -1
     * with a one-line reason in err. */
    int (*play)(const struct game_spec *spec, const char *position, const char *moves, char *played, char *err,
                size_t errlen);
    const char *play_help;     /* with play: how --play's moves are written, for --list */
    /* A match's start (`starbench play`): its position and first roll
     * (roll "" where the game takes none) drawn by key, each
     * GAME_POSITION_TEXT bytes.  Every game has one (engines size their
     * searches on it). */
    void (*start)(const struct game_spec *spec, uint64_t key, char *position, char *roll);
    /* The root move `move` (0-based, in its tree's order) of position and
     * roll played, then its chance drawn by key up to the next decision,
     * into *next.  0, or -1 with err (a move past the legal ones).  Every
     * game has one (tests/test_games.c plays random games through it). */
    int (*advance)(const struct game_spec *spec, const char *position, const char *roll, int move, uint64_t key,
                   struct game_step *next, char *err, size_t errlen);
    /* Optional (NULL: through start and advance, games/match.c): the
     * game's own matches (games/match.h's request; backgammon's, with its
     * gammons, moves recorded and start positions), each record handed to
     * sink in game order.  0, or -1 with err (empty when sink stopped it). */
    int (*match)(const struct match_request *m, int (*sink)(void *arg, const struct game_record *r), void *arg,
                 char *err, size_t errlen);
    /* Optional (NULL: none; needs match): an outside program as an engine. */
    const struct game_outside *outside;
    /* NULL, or the rules every function above is derived from (a game
     * written once against starbench/game.h: games/rules/rules_game.h). */
    const struct sb_game *rules;
    /* With rules, NULL, or a built-in game's node paths as they were
     * before it was written once (rules/rules_tree.h; EinStein's). */
    int64_t (*rules_legacy_path)(const int *params, const void *state);
};


/* The built-in games, in --list's order: game_at(0) .. game_at(game_count() - 1) (NULL past them). */
int game_count(void);
const struct game *game_at(int i);

/* Loads the plug-in that --game's value names, if it names one (so that
 * options read before --game, such as --eval, know its evaluations);
 * faults are left to game_parse. */
void game_preload(const char *arg);

/* Parses --game's value (NAME or NAME:KEY=VALUE,...; a plug-in PATH.so[:...]) into spec.  0, or -1
 * with a one-line reason in err (the registered names, or the parameter's
 * range). */
int game_parse(const char *arg, struct game_spec *spec, char *err, size_t errlen);

/* The game's name with every parameter that differs from its default
 * (pig:target=50), as rows name it, into buf. */
void game_spec_name(const struct game_spec *spec, char *buf, size_t len);

/* g's i-th evaluation's name (0: the default) and its --list line into
 * *summary; NULL past the last. */
const char *game_evaluator(const struct game *g, int i, const char **summary);

/* Whether `name` is one of g's evaluators. */
int game_has_evaluator(const struct game *g, const char *name);

/* g's evaluators' names, "a, b or c", into buf. */
void game_evaluator_names(const struct game *g, char *buf, size_t len);

/* g's default evaluator's name. */
const char *game_default_evaluator(const struct game *g);

/* What `starbench compare` judges a built-in game on when not told: its
 * positions (a file under the data directory, datadir.h) and its referee
 * (a --referee value; where a file of that name is under the data
 * directory, that file); both NULL for a plug-in. */
void game_judged_defaults(const struct game *g, const char **positions, const char **referee);

/* The registered game named `name` (no parameters), or NULL. */
const struct game *game_find(const char *name);

/* A uniform draw from 0..n-1 (n >= 1) keyed by key: the same key, the
 * same draw (rejection keeps it unbiased).  Matches draw their chance by it. */
uint64_t game_draw(uint64_t key, uint64_t n);

/* The registered game (or plug-in loaded so far) that has an evaluator `name`, or NULL. */
const struct game *game_of_evaluator(const char *name);

#endif
