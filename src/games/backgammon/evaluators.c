/* evaluators.c - see evaluators.h. */
#include "evaluators.h"

#include <string.h>

#include "bearoff.h"
#include "bgeval.h"
#include "bgnet.h"
#include "core/mix64.h"

/* Evaluations by class of position: the bear-off database's exact equity
 * in bear-offs (bearoff.h), then net6, trained on races only, where no
 * checker has an opposing one still to pass (bg_contact), net5 elsewhere. */
static int net5_bearoff_evaluate(const struct bg_board *b)
{
    return bg_is_bearoff(b) ? bg_bearoff_equity(b) : bg_net5_evaluate(b);
}

static uint64_t net5_bearoff_signature(void)
{
    return mix64(bg_net5_signature() ^ bg_bearoff_signature());
}

/* The database's in bear-offs, the network in_race in races, in_contact
 * elsewhere: each class tested once, on the search's hot path. */
static int by_class(const struct bg_board *b, enum bg_net_id in_race, int (*in_contact)(const struct bg_board *))
{
    if (bg_is_bearoff(b)) return bg_bearoff_equity(b);
    return bg_contact(b) ? in_contact(b) : bg_net_value(in_race, b);
}

static int net5_race_evaluate(const struct bg_board *b)
{
    return by_class(b, BG_NET_V6, bg_net5_evaluate);
}

static uint64_t net5_race_signature(void)
{
    return mix64(net5_bearoff_signature() ^ bg_net_hash(BG_NET_V6));
}

/* Ensembles in contact: the mean of several networks of net5's inputs,
 * rounded toward 0; net5-race's elsewhere.  Each chosen among the means of
 * the contact networks of its day by the error on the games that pick the
 * epoch, not the held-out ones (data/ensemble-pick.txt, make ensemble-pick):
 * net5-ensemble, net5 with net7 and net8 (net5's kind trained on contact
 * positions only, two seeds), the best of net4, net5, net7 and net8 (68.2);
 * net9-ensemble, net9 with net10 (those with 256 hidden units), the best of
 * all six (59.7); net13-race's, net13 with net14 (net9's and net10's with a
 * second hidden layer), the best of those eight (47.2). */
#define MEAN_OF(members, b) (bg_net_sum(members, COUNT_OF(members), b) / COUNT_OF(members)) /* C's division: toward 0 */
#define COUNT_OF(array) (int)(sizeof array / sizeof array[0])
static const enum bg_net_id NET5_ENSEMBLE[] = { BG_NET_V5, BG_NET_V7, BG_NET_V8 };
static const enum bg_net_id NET9_ENSEMBLE[] = { BG_NET_V9, BG_NET_V10 };
static const enum bg_net_id NET13_ENSEMBLE[] = { BG_NET_V13, BG_NET_V14 };

static int net5_contact_mean(const struct bg_board *b) { return MEAN_OF(NET5_ENSEMBLE, b); }
static int net9_contact_mean(const struct bg_board *b) { return MEAN_OF(NET9_ENSEMBLE, b); }
static int net13_contact_mean(const struct bg_board *b) { return MEAN_OF(NET13_ENSEMBLE, b); }

static int net5_ensemble_evaluate(const struct bg_board *b)
{
    return by_class(b, BG_NET_V6, net5_contact_mean);
}

static int net9_ensemble_evaluate(const struct bg_board *b)
{
    return by_class(b, BG_NET_V6, net9_contact_mean);
}

/* net9-ensemble with net11 in races: net6's kind trained also on the
 * positions a search at horizon 1 compares there (make net11fit-data). */
static int net9_race_evaluate(const struct bg_board *b)
{
    return by_class(b, BG_NET_V11, net9_contact_mean);
}

/* net9-race with the two-layer networks' mean in contact. */
static int net13_race_evaluate(const struct bg_board *b)
{
    return by_class(b, BG_NET_V11, net13_contact_mean);
}

static uint64_t net5_ensemble_signature(void)
{
    return mix64(net5_race_signature() ^ bg_net_hash(BG_NET_V7) ^ mix64(bg_net_hash(BG_NET_V8)));
}

/* net5-race's mixed with net9's and net10's; net5's hash stays in, unused in contact here: a
 * signature need only differ from every other evaluation's. */
static uint64_t net9_ensemble_signature(void)
{
    return mix64(net5_race_signature() ^ bg_net_hash(BG_NET_V9) ^ mix64(bg_net_hash(BG_NET_V10)));
}

static uint64_t net9_race_signature(void)
{
    return mix64(net9_ensemble_signature() ^ bg_net_hash(BG_NET_V11));
}

static uint64_t net13_race_signature(void)
{
    return mix64(net9_race_signature() ^ bg_net_hash(BG_NET_V13) ^ mix64(bg_net_hash(BG_NET_V14)));
}

/* The networks each evaluation reads, its signature's chain included (bg_evaluator_prepare loads them). */
static const enum bg_net_id USES_NET[] = { BG_NET_V1 };
static const enum bg_net_id USES_NET2[] = { BG_NET_V2 };
static const enum bg_net_id USES_NET3[] = { BG_NET_V3 };
static const enum bg_net_id USES_NET4[] = { BG_NET_V4 };
static const enum bg_net_id USES_NET5[] = { BG_NET_V5 };
static const enum bg_net_id USES_NET5_BEAROFF[] = { BG_NET_V5 };
static const enum bg_net_id USES_NET5_RACE[] = { BG_NET_V5, BG_NET_V6 };
static const enum bg_net_id USES_NET5_ENSEMBLE[] = { BG_NET_V5, BG_NET_V6, BG_NET_V7, BG_NET_V8 };
static const enum bg_net_id USES_NET9_ENSEMBLE[] = { BG_NET_V5, BG_NET_V6, BG_NET_V9, BG_NET_V10 };
static const enum bg_net_id USES_NET9_RACE[] = { BG_NET_V5, BG_NET_V6, BG_NET_V9, BG_NET_V10, BG_NET_V11 };
static const enum bg_net_id USES_NET13_RACE[] = { BG_NET_V5, BG_NET_V6, BG_NET_V9, BG_NET_V10, BG_NET_V11, BG_NET_V13, BG_NET_V14 };
#define USES(list) list, COUNT_OF(list)

const struct bg_evaluator BG_EVALUATORS[] = {
    { "fitted", "backgammon's, a linear fit to GNU Backgammon's 0-ply equities (--game backgammon's default; "
                "held-out RMS 318.5 milli-points on its own held-out positions: data/bgeval-fit.txt)", bg_evaluate, bg_eval_signature, bg_on_roll_of, bg_evaluate_on_roll, NULL, 0, 0 },
    { "net", "kept to reproduce older rows: backgammon's neural network trained on GNU Backgammon's 0-ply equities (held-out RMS 145.7 milli-points on its own held-out positions: data/bgnet-fit.txt)",
      bg_net_evaluate, bg_net_signature, NULL, NULL, USES(USES_NET), 0 },
    { "net2", "kept to reproduce older rows: backgammon's wider network, trained on more positions and on gnubg's chances beside its equity "
              "(held-out RMS 101.4 milli-points on its own held-out positions: data/bgnet2-fit.txt)", bg_net2_evaluate, bg_net2_signature, NULL, NULL, USES(USES_NET2), 0 },
    { "net3", "kept to reproduce older rows: backgammon's net2 trained longer, its first layer in 16 bits, summed incrementally "
              "(held-out RMS 99.0 milli-points on its own held-out positions: data/bgnet3-fit.txt)", bg_net3_evaluate, bg_net3_signature, NULL, NULL, USES(USES_NET3), 0 },
    { "net4", "kept to reproduce older rows: backgammon's net3 retrained on four times the games "
              "(held-out RMS 92.5 milli-points on its own held-out positions: data/bgnet4-fit.txt)", bg_net4_evaluate, bg_net4_signature, NULL, NULL, USES(USES_NET4), 0 },
    { "net5", "kept to reproduce older rows: backgammon's net4 with positional inputs (escapes, containment, shots, ...) "
              "(held-out RMS 80.6 milli-points on its own held-out positions: data/bgnet5-fit.txt)", bg_net5_evaluate, bg_net5_signature, NULL, NULL, USES(USES_NET5), 0 },
    { "net5-bearoff", "kept to reproduce older rows: backgammon's net5, but in bear-offs the bear-off databases' exact equity, gnubg's 0-ply's there "
                      "(held-out RMS 76.9 milli-points on net5's positions)", net5_bearoff_evaluate, net5_bearoff_signature, NULL, NULL, USES(USES_NET5_BEAROFF), 1 },
    { "net5-race", "kept to reproduce older rows: backgammon's net5-bearoff, but in races (no contact) net6, a network of net5's kind trained on races only "
                   "(held-out RMS 76.0 milli-points on net5's positions; net6's: data/bgnet6-fit.txt)",
      net5_race_evaluate, net5_race_signature, NULL, NULL, USES(USES_NET5_RACE), 1 },
    { "net5-ensemble", "kept to reproduce older rows: backgammon's net5-race, but in contact the mean of net5, net7 and net8, networks of net5's kind trained on "
                       "contact only (held-out RMS 67.4 milli-points on net5's positions; theirs: data/bgnet7-fit.txt, bgnet8-fit.txt)",
      net5_ensemble_evaluate, net5_ensemble_signature, NULL, NULL, USES(USES_NET5_ENSEMBLE), 1 },
    { "net9-ensemble", "kept to reproduce older rows: backgammon's net5-race, but in contact the mean of net9 and net10, networks of net5's kind with 256 hidden "
                       "units trained on contact only (held-out RMS 60.3 milli-points on net5's positions; theirs: data/bgnet9-fit.txt, "
                       "bgnet10-fit.txt)", net9_ensemble_evaluate, net9_ensemble_signature, NULL, NULL, USES(USES_NET9_ENSEMBLE), 1 },
    { "net9-race", "kept to reproduce older rows: backgammon's net9-ensemble, but in races net11, net6 trained also on the positions after every move of a roll "
                   "from its races (held-out RMS 58.9 milli-points on net5's positions; net11's: data/bgnet11-fit.txt)",
      net9_race_evaluate, net9_race_signature, NULL, NULL, USES(USES_NET9_RACE), 1 },
    { "net13-race", "the strongest: backgammon's net9-race, but in contact the mean of net13 and net14, net9 and net10 with a second hidden layer "
                    "of 64 units (held-out RMS 47.8 milli-points on net5's positions; theirs: data/bgnet13-fit.txt, bgnet14-fit.txt)",
      net13_race_evaluate, net13_race_signature, NULL, NULL, USES(USES_NET13_RACE), 1 },
};
const int BG_EVALUATOR_COUNT = sizeof BG_EVALUATORS / sizeof BG_EVALUATORS[0];

const struct bg_evaluator *bg_evaluator_find(const char *name)
{
    for (int i = 0; i < BG_EVALUATOR_COUNT; i++)
        if (strcmp(name, BG_EVALUATORS[i].name) == 0) return &BG_EVALUATORS[i];
    return NULL;
}

int bg_evaluator_prepare(const struct bg_evaluator *e, char *err, size_t errlen)
{
    for (int i = 0; i < e->network_count; i++)
        if (bg_net_load(e->networks[i], err, errlen) != 0) return -1;
    if (e->bearoff) bg_bearoff_prepare();
    return 0;
}
