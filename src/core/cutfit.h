/* cutfit.h - ChanceProbCut's fit (search.h, struct chance_cut): the
 * regressions that predict a node's value from a shallower search, read
 * from a file and put into a tree's units.
 *
 * The file (data/cpc-fit.txt, written by scripts/cpcfit.py) is CSV (blank
 * lines, lines starting with '#', blanks around a field and a byte order
 * mark are passed over) with the header CUT_FIT_HEADER (more columns may
 * follow) and one
 * row per depth pair: the game and the signature of its evaluation that
 * the fit was made with, the deep and shallow move levels (deep > shallow
 * >= 1), the positions fitted, then a, b and sigma: the deep value, for
 * the side to move, is a + b * shallow value, with residuals of standard
 * deviation sigma (a and sigma in the game's value units, milli-points for
 * backgammon); the columns after sigma say how well it fits and are not
 * read.  Prints nothing.
 */
#ifndef STARBENCH_CUTFIT_H
#define STARBENCH_CUTFIT_H

#include <stddef.h>
#include <stdint.h>

#include "core/search.h"
#include "core/tree.h"

#define CUT_FIT_HEADER "game,evaluation,deep,shallow,positions,a,b,sigma"
#define CUT_FIT_MAX_PAIRS 32
#define CUT_FIT_MAX_SIGMAS 100000 /* --cut-sigmas: t at most 100, in thousandths */

struct cut_fit_pair {
    int deep, shallow;
    double a, b, sigma;
};

struct cut_fit {
    const char *file;            /* as named on the command line, for messages */
    char game[32];
    uint64_t evaluation;         /* the evaluation's signature (e.g. bg_eval_signature) */
    int count;
    struct cut_fit_pair pairs[CUT_FIT_MAX_PAIRS];
    int reduction;               /* R: shallow searches R move levels shallower (--cut-reduction) */
    int sigmas_milli;            /* t in thousandths: bands of t sigma (--cut-sigmas) */
};

/* Reads the fit file `file` into f (reduction and sigmas_milli left as
 * they are).  Returns 0, or -1 with a one-line reason in err that names
 * the file and line. */
int cut_fit_read(const char *file, struct cut_fit *f, char *err, size_t errlen);

/* Whether f fits the tree t, a game `game` whose evaluation has the
 * signature `evaluation`, searched to `horizon` move levels: the same game
 * and evaluation, and a pair (d, d - R) for every d at which a * node's
 * outcomes can stand (R + 1 up to the deepest: horizon - 1 below a + or -
 * root, horizon below a * root).  Returns 0, or -1 with a one-line reason. */
int cut_fit_check(const struct cut_fit *f, const char *game, uint64_t evaluation, const struct tree *t,
                  int horizon, char *err, size_t errlen);

/* Fills cut for searching `searched` (horizon move levels) with shallow
 * searches in `shallow` (the same tree to horizon - R): each pair (d,
 * d - R) in searched's scaled units (a rounded to nearest, t sigma up). */
void cut_fit_apply(const struct cut_fit *f, const struct tree *searched, const struct tree *shallow, int horizon,
                   struct chance_cut *cut);

#endif
