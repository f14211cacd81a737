/* bgnet.h - a neural-network evaluation of backgammon positions (--eval
 * net), trained on GNU Backgammon's 0-ply equities by scripts/netfit.py
 * (make netfit), which says from what data and how well in
 * data/bgnet-fit.txt.
 *
 * One hidden layer of rectified linear units over gnubg's raw inputs
 * (for each side, the side on roll first, for each point with n checkers
 * [n >= 1], [n >= 2], [n >= 3] and (n - 3) / 2 when n > 3, then its
 * checkers on the bar and borne off), doubled to integers, and the linear
 * evaluation's features (bgeval.h, without the constant); the output the
 * equity in milli-points.  Five networks of this kind: net (40 hidden
 * units), net2 (wider, trained on more positions and on gnubg's five
 * chances beside the equity), net3 (net2's shape and data, trained
 * longer with an annealed rate, its first layer in 16 bits and summed in
 * 32, incrementally), net4 (net3 trained on four times the games) and
 * net5 (net4's shape, data and training with bgpositional.h's features
 * after the others, 22 more inputs); and net6, net5's kind trained on
 * races only (no contact, not a bear-off), which evaluators.h's
 * net5-race uses there; and net7 and net8, net5's kind trained on
 * positions with contact only (two seeds), which net5-ensemble averages
 * with net5 there; and net9 and net10, net7 and net8 with twice the
 * hidden units; and net11, net6 trained also on the positions after every
 * move of a roll from its races (off the played line), which net9-race
 * uses in races; and net13 and net14, net9 and net10 with a second hidden
 * layer of 64 units (its sums in 32 bits too), which net13-race averages
 * in contact.
 * Their weights are integers (data/networks/NAME.txt, read when a run
 * starts: bg_net_load), so the evaluation is
 * exact integer arithmetic, the same on every machine.  Prints nothing.
 */
#ifndef STARBENCH_BGNET_H
#define STARBENCH_BGNET_H

#include <stdint.h>

#include "backgammon.h"

/* The networks (their files in data/networks/): --eval net (net.txt, data/bgnet-fit.txt), --eval
 * net2 (net2.txt, data/bgnet2-fit.txt), --eval net3
 * (net3.txt, data/bgnet3-fit.txt), --eval net4
 * (net4.txt, data/bgnet4-fit.txt), the same inputs, and --eval
 * net5 (net5.txt, data/bgnet5-fit.txt), with the positional ones,
 * net6 (net6.txt, data/bgnet6-fit.txt), net5's inputs, for races, and net7
 * and net8 (net7.txt, net8.txt, data/bgnet7-fit.txt, bgnet8-fit.txt),
 * net5's inputs, for contact, and net9 and net10 (net9.txt, net10.txt,
 * data/bgnet9-fit.txt, bgnet10-fit.txt), net7 and net8 with 256 hidden units, and net11
 * (net11.txt, data/bgnet11-fit.txt), net5's inputs, for races, and net13 and net14
 * (net13.txt, net14.txt, data/bgnet13-fit.txt, bgnet14-fit.txt), net9 and
 * net10 with two hidden layers.  (net12, a contact network tried in doc/trees.md, was not kept.) */
enum bg_net_id { BG_NET_V1, BG_NET_V2, BG_NET_V3, BG_NET_V4, BG_NET_V5, BG_NET_V6, BG_NET_V7, BG_NET_V8, BG_NET_V9, BG_NET_V10, BG_NET_V11, BG_NET_V13, BG_NET_V14, BG_NET_COUNT };

/* Loads network id's weights from data/networks/ (datadir.h: the build
 * tree's, $STARBENCH_DATA_DIR or PREFIX/share/starbench), checks their
 * digest and lays them out, once per process (thread-safe); every
 * function below needs its network loaded (a caller's bug otherwise: it
 * aborts).  0, or -1 with a one-line reason naming the file. */
int bg_net_load(enum bg_net_id id, char *err, size_t errlen);

/* The network's equity of b for the side on roll (side[1]), times 1000,
 * rounded half up, clamped to [-BG_EVAL_LIMIT, BG_EVAL_LIMIT]: the
 * hidden sums over the nonzero inputs only, the weights laid out input by
 * input, in doubles (net, net2), or in 16 bits summed in 32 and updated
 * from the calling thread's last evaluation by the inputs that changed
 * (net3, net4, net5); both hold every sum exactly (bgnet.c says why).  Thread-safe:
 * each thread keeps its own last sums. */
int bg_net_value(enum bg_net_id id, const struct bg_board *b);

/* The sum of the count networks' bg_net_value of b, their inputs computed
 * once (an ensemble's networks share them). */
int bg_net_sum(const enum bg_net_id *ids, int count, const struct bg_board *b);

/* The same value by the plain loops (every input of every hidden unit):
 * the reference tests compare bg_net_value with. */
int bg_net_value_reference(enum bg_net_id id, const struct bg_board *b);

/* on: this thread's bg_net_sum (and bg_net_value, and every evaluation
 * built on them) takes the plain loops of bg_net_value_reference instead,
 * touching no kept sums; off: the fast path again.  For tests, which
 * compare whole evaluations made both ways (tools/bg_search_check). */
void bg_net_reference_loops(int on);

/* A hash of its weights (cutfit.h: a fit made with another evaluation is refused). */
uint64_t bg_net_hash(enum bg_net_id id);

/* The evaluators' table's (evaluators.h): bg_net_value and bg_net_hash of each. */
int bg_net_evaluate(const struct bg_board *b);
int bg_net2_evaluate(const struct bg_board *b);
int bg_net3_evaluate(const struct bg_board *b);
int bg_net4_evaluate(const struct bg_board *b);
int bg_net5_evaluate(const struct bg_board *b);
uint64_t bg_net_signature(void);
uint64_t bg_net2_signature(void);
uint64_t bg_net3_signature(void);
uint64_t bg_net4_signature(void);
uint64_t bg_net5_signature(void);

#endif
