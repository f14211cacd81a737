/* evaluators.c - see evaluators.h. */
#include "evaluators.h"

#include <string.h>

#include "bgeval.h"
#include "bgnet.h"

const struct bg_evaluator BG_EVALUATORS[] = {
    { "fitted", "backgammon's, a linear fit to GNU Backgammon's 0-ply equities (--game backgammon's default; "
                "held-out RMS 318.5 milli-points)", bg_evaluate, bg_eval_signature, bg_on_roll_of, bg_evaluate_on_roll },
    { "net", "backgammon's neural network trained on GNU Backgammon's 0-ply equities (held-out RMS 145.7 milli-points: data/bgnet-fit.txt)",
      bg_net_evaluate, bg_net_signature, NULL, NULL },
    { "net2", "backgammon's wider network, trained on more positions and on gnubg's chances beside its equity "
              "(held-out RMS 101.4 milli-points: data/bgnet2-fit.txt)", bg_net2_evaluate, bg_net2_signature, NULL, NULL },
    { "net3", "backgammon's net2 trained longer, its first layer in 16 bits, summed incrementally "
              "(held-out RMS 99.0 milli-points: data/bgnet3-fit.txt)", bg_net3_evaluate, bg_net3_signature, NULL, NULL },
    { "net4", "backgammon's net3 retrained on four times the games "
              "(held-out RMS 92.5 milli-points: data/bgnet4-fit.txt)", bg_net4_evaluate, bg_net4_signature, NULL, NULL },
    { "net5", "backgammon's net4 with positional inputs (escapes, containment, shots, ...) "
              "(held-out RMS 80.6 milli-points: data/bgnet5-fit.txt)", bg_net5_evaluate, bg_net5_signature, NULL, NULL },
};
const int BG_EVALUATOR_COUNT = sizeof BG_EVALUATORS / sizeof BG_EVALUATORS[0];

const struct bg_evaluator *bg_evaluator_find(const char *name)
{
    for (int i = 0; i < BG_EVALUATOR_COUNT; i++)
        if (strcmp(name, BG_EVALUATORS[i].name) == 0) return &BG_EVALUATORS[i];
    return NULL;
}
