/* bg_moves_list - the native move generator's moves (src/games/backgammon/backgammon.c), for
 * tests/backgammon.sh to compare with scripts/bgmoves.py's, in order.
 * Reads lines "POSITION-ID ROLL ..." (tests/backgammon-moves.txt; '#'
 * lines skipped) and prints "ID ROLL: ID ID ..." with each legal move's
 * resulting position (side on roll unchanged), in generator order; nothing
 * after the colon for a dance.  Exit status 1 on a malformed ID. */
#include <stdio.h>
#include <stdlib.h>

#include "games/backgammon/backgammon.h"

int main(void)
{
    char line[256], id[64], moved[BG_ID_LENGTH + 1];
    int roll, status = 0;
    struct bg_moves m;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) {
        fprintf(stderr, "bg_moves_list: out of memory\n");
        return 1;
    }
    bg_moves_init(&m, memory);
    while (fgets(line, sizeof line, stdin)) {
        struct bg_board b;
        if (line[0] == '#' || sscanf(line, "%63s %d", id, &roll) != 2) continue;
        if (bg_board_from_id(id, &b) != 0) {
            fprintf(stderr, "bg_moves_list: %s %d: malformed\n", id, roll);
            status = 1;
            continue;
        }
        bg_legal_moves(&b, roll / 10, roll % 10, &m);
        printf("%s %d:", id, roll);
        for (size_t k = 0; k < m.count; k++) {
            bg_position_id(&m.boards[k], moved);
            printf(" %s", moved);
        }
        putchar('\n');
    }
    free(memory);
    return status;
}
