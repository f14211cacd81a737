/* evaluators.h - backgammon's static evaluations, by name (--eval): the
 * table that --list, --eval, engines' eval= and cut fits' signatures read
 * (in the order scripts rely on; those superseded by net13-race say they
 * are kept to reproduce older rows).
 * Each returns the equity of a position for the side on roll (side[1]) in
 * milli-points, an integer in [-BG_EVAL_LIMIT, BG_EVAL_LIMIT]. */
#ifndef STARBENCH_BG_EVALUATORS_H
#define STARBENCH_BG_EVALUATORS_H

#include <stdint.h>

#include "backgammon.h"
#include "bgeval.h"
#include "bgnet.h"

struct bg_evaluator {
    const char *name;      /* --eval NAME */
    const char *summary;   /* --list */
    int (*evaluate)(const struct bg_board *b);
    uint64_t (*signature)(void); /* a hash of its weights (cutfit.h) */
    /* Optional (NULL: evaluate only): evaluate in two steps, the side on
     * roll's share once for the positions that share it (bgeval.h). */
    void (*on_roll_of)(const struct bg_board *b, struct bg_on_roll *on_roll);
    int (*evaluate_on_roll)(const struct bg_board *b, const struct bg_on_roll *on_roll);
    /* The networks it reads (bgnet.h), which bg_evaluator_prepare loads; none for the fitted one. */
    const enum bg_net_id *networks;
    int network_count;
    int bearoff; /* it reads the bear-off databases (bearoff.h), which bg_evaluator_prepare builds */
};

extern const struct bg_evaluator BG_EVALUATORS[];
extern const int BG_EVALUATOR_COUNT;
#define BG_DEFAULT_EVALUATOR (&BG_EVALUATORS[0]) /* fitted */

/* The evaluator named `name`, or NULL. */
const struct bg_evaluator *bg_evaluator_find(const char *name);

/* Loads what e reads (its networks' data files, bg_net_load; the bear-off
 * databases, built) before it is used: 0, or -1 with a one-line reason.
 * The fitted one needs nothing. */
int bg_evaluator_prepare(const struct bg_evaluator *e, char *err, size_t errlen);

#endif
