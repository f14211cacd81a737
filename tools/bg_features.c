/* bg_features - the features of backgammon positions (src/backgammon/bgeval.c), for
 * scripts/bgfit.py, which fits the evaluation's weights to them.
 * Reads lines "POSITION-ID ..." ('#' lines skipped) and prints, for each,
 * "ID CONTACT EVAL F0 F1 ... F22": whether the position has contact (which
 * weights apply), the evaluation with the weights compiled in, and the
 * features (bgeval.h).  Exit status 1 on a malformed ID. */
#include <stdio.h>

#include "backgammon/bgeval.h"

int main(void)
{
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
        bg_features(&b, f);
        printf("%s %d %d", id, bg_contact(&b), bg_evaluate(&b));
        for (int k = 0; k < BG_FEATURES; k++) printf(" %d", f[k]);
        putchar('\n');
    }
    return status;
}
