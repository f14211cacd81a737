/* entry.c - EinStein würfelt nicht! in the registry of games (game.h): the
 * entry derived from its rules (EINSTEIN_RULES, eingame.c), with what the
 * rules do not say: its horizon limit, its node paths as they were, and a
 * note on its values. */
#include "eingame.h"
#include "games/game.h"

void ein_entry_extend(struct game *g)
{
    g->value_note = " (EinStein's are equities in milli-points)";
    g->max_horizon = EIN_GAME_MAX_HORIZON;
    g->rules_legacy_path = ein_legacy_path;
    g->position_name = NULL; /* rows name a position as typed (start:SEED too), as they always have */
}
