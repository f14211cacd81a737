/* bg_features - the features of backgammon positions (src/games/backgammon/bgeval.c), for
 * scripts/bgfit.py and scripts/netfit.py, which fit the evaluations' weights to them.
 * Reads lines "POSITION-ID ..." ('#' lines skipped) and prints, for each,
 * "ID CONTACT EVAL F0 F1 ... F23": whether the position has contact (which
 * weights apply), the evaluation with the weights compiled in, and the
 * features (bgeval.h); with --positional the positional features
 * (bgpositional.h) after them, net5's inputs.  With --net (--net2 ...
 * --net14): "ID NET", that neural network's evaluation (bgnet.h), for
 * tests/net.sh; with --net-reference (--net2-reference, ...) the same by
 * its plain reference loops (bg_net_value_reference), which must give the
 * same lines.  With --net3-moves (--net5-moves, --net13-moves, and -reference): "ID SUM",
 * the sum of the network's values of the positions after every legal move
 * of a roll (the 21 rolls 1-1, 1-2, ..., 6-6 in turn, line by line), as a
 * search evaluates siblings one after another, which exercises the
 * incremental sums.  With --eval NAME: "ID VALUE", the evaluation NAME of
 * the table evaluators.h lists (--eval net5 prints --net5's lines); with
 * --bearoff: "ID 0|1", whether the position is a bear-off (bearoff.h).
 * Exit status 1 on a malformed ID or an unknown option. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/backgammon.h"
#include "games/backgammon/bearoff.h"
#include "games/backgammon/bgeval.h"
#include "games/backgammon/bgnet.h"
#include "games/backgammon/bgpositional.h"
#include "games/backgammon/evaluators.h"

/* The options: which network, by its fast evaluation or the reference
 * loops, of the position itself or of the positions after its moves. */
static const struct option {
    const char *name;
    enum bg_net_id net;
    int reference, moves, positional;
} OPTIONS[] = {
    { "--positional", BG_NET_COUNT, 0, 0, 1 },
    { "--net", BG_NET_V1, 0, 0, 0 },          { "--net-reference", BG_NET_V1, 1, 0, 0 },
    { "--net2", BG_NET_V2, 0, 0, 0 },         { "--net2-reference", BG_NET_V2, 1, 0, 0 },
    { "--net3", BG_NET_V3, 0, 0, 0 },         { "--net3-reference", BG_NET_V3, 1, 0, 0 },
    { "--net4", BG_NET_V4, 0, 0, 0 },         { "--net4-reference", BG_NET_V4, 1, 0, 0 },
    { "--net5", BG_NET_V5, 0, 0, 0 },         { "--net5-reference", BG_NET_V5, 1, 0, 0 },
    { "--net5-moves", BG_NET_V5, 0, 1, 0 },   { "--net5-moves-reference", BG_NET_V5, 1, 1, 0 },
    { "--net6", BG_NET_V6, 0, 0, 0 },         { "--net6-reference", BG_NET_V6, 1, 0, 0 },
    { "--net7", BG_NET_V7, 0, 0, 0 },         { "--net7-reference", BG_NET_V7, 1, 0, 0 },
    { "--net8", BG_NET_V8, 0, 0, 0 },         { "--net8-reference", BG_NET_V8, 1, 0, 0 },
    { "--net9", BG_NET_V9, 0, 0, 0 },         { "--net9-reference", BG_NET_V9, 1, 0, 0 },
    { "--net10", BG_NET_V10, 0, 0, 0 },       { "--net10-reference", BG_NET_V10, 1, 0, 0 },
    { "--net11", BG_NET_V11, 0, 0, 0 },       { "--net11-reference", BG_NET_V11, 1, 0, 0 },
    { "--net13", BG_NET_V13, 0, 0, 0 },       { "--net13-reference", BG_NET_V13, 1, 0, 0 },
    { "--net14", BG_NET_V14, 0, 0, 0 },       { "--net14-reference", BG_NET_V14, 1, 0, 0 },
    { "--net13-moves", BG_NET_V13, 0, 1, 0 }, { "--net13-moves-reference", BG_NET_V13, 1, 1, 0 },
    { "--net3-moves", BG_NET_V3, 0, 1, 0 },   { "--net3-moves-reference", BG_NET_V3, 1, 1, 0 },
};
#define OPTION_COUNT (int)(sizeof OPTIONS / sizeof OPTIONS[0])

static int net_value(const struct option *o, const struct bg_board *b)
{
    return o->reference ? bg_net_value_reference(o->net, b) : bg_net_value(o->net, b);
}

/* The sum of the network's values of the positions after every legal move
 * of b with the roll d1-d2, each from the opponent's side (as the search
 * evaluates them). */
static long moves_sum(const struct option *o, const struct bg_board *b, int d1, int d2, struct bg_moves *m)
{
    long sum = 0;
    size_t count = bg_legal_moves(b, d1, d2, m);
    for (size_t k = 0; k < count; k++) {
        struct bg_board after = bg_swap(&m->boards[k]);
        sum += net_value(o, &after);
    }
    return sum;
}

/* "ID VALUE" for each ID line of stdin: the evaluation (--eval NAME) or,
 * evaluation NULL, whether it is a bear-off (--bearoff). */
static int print_values(const struct bg_evaluator *evaluation)
{
    char line[256], id[64];
    int status = 0;
    while (fgets(line, sizeof line, stdin)) {
        struct bg_board b;
        if (line[0] == '#' || sscanf(line, "%63s", id) != 1) continue;
        if (bg_board_from_id(id, &b) != 0) {
            fprintf(stderr, "bg_features: %s: malformed\n", id);
            status = 1;
            continue;
        }
        printf("%s %d\n", id, evaluation ? evaluation->evaluate(&b) : bg_is_bearoff(&b));
    }
    return status;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--eval") == 0) {
        const struct bg_evaluator *e = bg_evaluator_find(argv[2]);
        if (!e) {
            fprintf(stderr, "bg_features: --eval: unknown evaluation '%s'\n", argv[2]);
            return 1;
        }
        char err[1024];
        if (bg_evaluator_prepare(e, err, sizeof err) != 0) {
            fprintf(stderr, "bg_features: --eval %s: %s\n", argv[2], err);
            return 1;
        }
        return print_values(e);
    }
    if (argc == 2 && strcmp(argv[1], "--bearoff") == 0) return print_values(NULL);
    const struct option *option = NULL;
    for (int k = 0; argc == 2 && k < OPTION_COUNT; k++)
        if (strcmp(argv[1], OPTIONS[k].name) == 0) option = &OPTIONS[k];
    if (argc > 2 || (argc == 2 && !option)) {
        fprintf(stderr, "usage: bg_features [--positional | --net | --net2 | --net3 | --net4 | --net5 | --net6 | --net7 | --net8 | --net9 | --net10 | --net11 | --net13 | --net14 | --net3-moves | --net5-moves | --net13-moves][-reference] < IDS\n"
                        "       bg_features --eval NAME < IDS | --bearoff < IDS\n");
        return 1;
    }
    char err[1024];
    if (option && option->net < BG_NET_COUNT && bg_net_load(option->net, err, sizeof err) != 0) { /* --net...: its network */
        fprintf(stderr, "bg_features: %s: %s\n", option->name, err);
        return 1;
    }
    struct bg_moves moves;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) return 1;
    bg_moves_init(&moves, memory);
    char line[256], id[64];
    int status = 0;
    long n = 0;
    while (fgets(line, sizeof line, stdin)) {
        struct bg_board b;
        int f[BG_FEATURES];
        if (line[0] == '#' || sscanf(line, "%63s", id) != 1) continue;
        if (bg_board_from_id(id, &b) != 0) {
            fprintf(stderr, "bg_features: %s: malformed\n", id);
            status = 1;
            continue;
        }
        if (option && option->moves) {
            int roll = (int)(n++ % 21), d1 = 1; /* the 21 rolls: 1-1, 1-2, ..., 6-6 */
            while (roll > 6 - d1) roll -= 7 - d1++;
            printf("%s %ld\n", id, moves_sum(option, &b, d1, d1 + roll, &moves));
        } else if (option && !option->positional) {
            printf("%s %d\n", id, net_value(option, &b));
        } else {
            bg_features(&b, f);
            printf("%s %d %d", id, bg_contact(&b), bg_evaluate(&b));
            for (int k = 0; k < BG_FEATURES; k++) printf(" %d", f[k]);
            if (option) { /* --positional */
                int p[BG_POSITIONAL_FEATURES];
                bg_positional_features(&b, p);
                for (int k = 0; k < BG_POSITIONAL_FEATURES; k++) printf(" %d", p[k]);
            }
            putchar('\n');
        }
    }
    free(memory);
    return status;
}
