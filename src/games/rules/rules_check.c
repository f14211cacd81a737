/* rules_check.c - see rules_check.h. */
#include "rules_check.h"

#include <stddef.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "rules_tree.h"

static int fail(char *why, size_t len, const char *rule)
{
    snprintf(why, len, "%s", rule);
    return -1;
}

/* A text of the game's: shorter than SB_TEXT, no comma, double quote or newline. */
static int text_ok(const char *text)
{
    return memchr(text, '\0', SB_TEXT) != NULL && !strpbrk(text, ",\"\n\r");
}

/* The text of state (a decision's reads back to the same text; game.h), and its hash. */
static int check_text(const struct sb_game *g, const int *params, const void *state, int who, char *why, size_t len)
{
    char text[SB_TEXT + 1], again[SB_TEXT + 1], err[512];
    _Alignas(max_align_t) unsigned char parsed[SB_MAX_STATE], other[SB_MAX_STATE];
    text[SB_TEXT] = again[SB_TEXT] = '\0';
    g->format(params, state, text);
    if (!text_ok(text)) return fail(why, len, "format writes SB_TEXT or more bytes, or a comma, quote or newline");
    memcpy(other, state, g->state_bytes);
    if (rules_hash(g, params, other) != rules_hash(g, params, state)) return fail(why, len, "equal states hash apart");
    if (who < 0) return 0;
    memset(parsed, 0, sizeof parsed);
    if (g->parse(params, text, parsed, err, sizeof err) != 0) {
        snprintf(why, len, "parse does not read format's text back (%s)", err);
        return -1;
    }
    g->format(params, parsed, again);
    if (strcmp(text, again) != 0) return fail(why, len, "format(parse(text)) is another text");
    return 0;
}

static int check_bounds(const struct sb_game *g, const int *params, const void *state, int who, char *why, size_t len)
{
    if (who == SB_END) {
        int64_t v = g->value(params, state);
        return v < g->lo || v > g->hi ? fail(why, len, "the value is outside [lo, hi]") : 0;
    }
    for (int e = 0; e < g->evaluation_count; e++) {
        int64_t v = g->evaluate(params, e, state);
        if (v < g->lo || v > g->hi) {
            snprintf(why, len, "evaluation %s is %" PRId64 ", outside [lo, hi]", g->evaluations[e].name, v);
            return -1;
        }
    }
    return 0;
}

/* The k-th action: its name unique and well formed, apply deterministic, its child's kind allowed. */
static int check_action(const struct sb_game *g, const int *params, const void *state, int who, const int *actions,
                        int k, char *why, size_t len)
{
    _Alignas(max_align_t) unsigned char next[SB_MAX_STATE], again[SB_MAX_STATE];
    char name[SB_TEXT + 1], other[SB_TEXT + 1];
    name[SB_TEXT] = other[SB_TEXT] = '\0';
    g->action_name(params, state, actions[k], name);
    if (!text_ok(name) || name[0] == '\0') return fail(why, len, "an action's name is empty, too long, or holds a "
                                                                   "comma, quote or newline");
    for (int j = 0; j < k; j++) {
        g->action_name(params, state, actions[j], other);
        if (strcmp(name, other) == 0) return fail(why, len, "two actions have one name");
    }
    memset(next, 0, sizeof next);
    memset(again, 0, sizeof again);
    g->apply(params, state, actions[k], next);
    g->apply(params, state, actions[k], again);
    if (memcmp(next, again, g->state_bytes) != 0) return fail(why, len, "apply is not deterministic");
    if (who >= 0 && memcmp(next, state, g->state_bytes) == 0) return fail(why, len, "a move changes nothing");
    if (who == SB_CHANCE && g->to_move(params, next) == SB_CHANCE)
        return fail(why, len, "an outcome leads to another chance state");
    return 0;
}

int rules_check_state(const struct sb_game *g, const int *params, const void *state, char *why, size_t len)
{
    int actions[SB_MAX_ACTIONS + 1];
    int64_t weights[SB_MAX_ACTIONS + 1], total = 0;
    int who = g->to_move(params, state);
    if (who != SB_END && who != SB_CHANCE && (who < 0 || who >= g->players))
        return fail(why, len, "to_move answers no player, SB_CHANCE or SB_END");
    if (check_text(g, params, state, who, why, len) != 0 || check_bounds(g, params, state, who, why, len) != 0) return -1;
    int count = g->actions(params, state, actions, weights);
    if (who == SB_END) return count == 0 ? 0 : fail(why, len, "an ended state lists actions");
    if (count < 1 || count > g->max_actions) return fail(why, len, "a state lists no actions, or more than max_actions");
    for (int k = 0; k < count; k++) {
        if (who == SB_CHANCE && weights[k] < 1) return fail(why, len, "an outcome's weight is not positive");
        if (who == SB_CHANCE) total += weights[k];
        if (check_action(g, params, state, who, actions, k, why, len) != 0) return -1;
    }
    if (who == SB_CHANCE && !g->chance_rounded && g->chance_multiple % total != 0) {
        snprintf(why, len, "the outcomes' weights sum to %" PRId64 ", which does not divide chance_multiple %" PRId64,
                 total, g->chance_multiple);
        return -1;
    }
    return 0;
}
