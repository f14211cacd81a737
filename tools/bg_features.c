/* bg_features - the features of backgammon positions (src/games/backgammon/bgeval.c), for
 * scripts/bgfit.py and scripts/netfit.py, which fit the evaluations' weights to them.
 * Reads lines "POSITION-ID ..." ('#' lines skipped) and prints, for each,
 * "ID CONTACT EVAL F0 F1 ... F23": whether the position has contact (which
 * weights apply), the evaluation with the weights compiled in, and the
 * features (bgeval.h).  With --net (--net2): "ID NET", that neural
 * network's evaluation (bgnet.h), for tests/net.sh; with --net-reference
 * (--net2-reference) the same by its plain reference loops
 * (bg_net_value_reference), which must give the same lines.  Exit status 1
 * on a malformed ID or an unknown option. */
#include <stdio.h>
#include <string.h>

#include "games/backgammon/bgeval.h"
#include "games/backgammon/bgnet.h"

int main(int argc, char **argv)
{
    static const char *const OPTIONS[] = { "--net", "--net-reference", "--net2", "--net2-reference" };
    int option = -1;
    for (int k = 0; argc == 2 && k < 4; k++)
        if (strcmp(argv[1], OPTIONS[k]) == 0) option = k;
    if (argc > 2 || (argc == 2 && option < 0)) {
        fprintf(stderr, "usage: bg_features [--net | --net-reference | --net2 | --net2-reference] < IDS\n");
        return 1;
    }
    int net = option >= 0, reference = option % 2 == 1;
    enum bg_net_id net_id = option >= 2 ? BG_NET_V2 : BG_NET_V1;
    char line[256], id[64];
    int status = 0;
    while (fgets(line, sizeof line, stdin)) {
        struct bg_board b;
        int f[BG_FEATURES];
        if (line[0] == '#' || sscanf(line, "%63s", id) != 1) continue;
        if (bg_board_from_id(id, &b) != 0) {
            fprintf(stderr, "bg_features: %s: malformed\n", id);
            status = 1;
            continue;
        }
        if (net) {
            printf("%s %d\n", id, reference ? bg_net_value_reference(net_id, &b) : bg_net_value(net_id, &b));
            continue;
        }
        bg_features(&b, f);
        printf("%s %d %d", id, bg_contact(&b), bg_evaluate(&b));
        for (int k = 0; k < BG_FEATURES; k++) printf(" %d", f[k]);
        putchar('\n');
    }
    return status;
}
