/* test_games.c - the conformance test every registered game passes (the
 * OpenSpiel pattern), through the registry alone (games/game.h):
 * 1. a match's start opens at horizons 1 and 2 (each evaluation), and a
 *    position's canonical name reads back to itself;
 * 2. games played to their end by random moves (advance): every position
 *    met opens and has a move, and every game ends within MATCH_MAX_PLIES
 *    scoring a win or a loss for the side that moved last;
 * 3. every search algorithm (minimax, Star1, Star2, cyclic, Star2.5,
 *    expectimax) returns exhaustive *-minimax's value under verification
 *    (as --verify: experiment_search_tree) on 500 positions met in those
 *    games, at horizons 1 and 2, in the tree's order and by the
 *    evaluation; so does mcms with full sampling where the game's nodes
 *    are at most 64 wide, and mcms (backgammon) and mcts choose a root move;
 * 4. play is deterministic: the same keys give the same game, move for move.
 * Every game must have start and advance (backgammon's matches are its own,
 * game.h match, but its random games here go through advance).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "experiment.h"
#include "games/game.h"
#include "games/match.h"
#include "mix64.h"
#include "sampling.h"
#include "search.h"

#define SAMPLED 500

struct sample {
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
};

/* The root's moves at position and roll (the tree at horizon 1), or -1 when it does not open. */
static int moves_at(const struct game_spec *spec, const char *position, const char *roll)
{
    const struct game *g = spec->game;
    char err[512];
    void *state = g->open(spec, position, roll[0] ? roll : NULL, 1, game_default_evaluator(g), err, sizeof err);
    if (!state) {
        CHECK(0, "%s: %s %s does not open: %s", g->name, position, roll, err);
        return -1;
    }
    const struct tree *t = g->tree(state);
    int *scratch = calloc((size_t)t->cursor_scratch + 1, sizeof *scratch), count = 0;
    struct tree_cursor c;
    struct node child;
    value_t w;
    tree_open(t, &t->root, &c, scratch);
    while (tree_next(&c, &child, &w)) count++;
    free(scratch);
    g->close(state);
    return count;
}

/* 1. */
static void test_start(const struct game_spec *spec)
{
    const struct game *g = spec->game;
    const char *eval, *summary;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT], err[512];
    for (uint64_t key = 0; key < 20; key++) {
        g->start(spec, mix64(key), position, roll);
        for (int h = 1; h <= 2; h++)
            for (int e = 0; (eval = g->evaluator(e, &summary)) != NULL; e++) {
                void *state = g->open(spec, position, roll[0] ? roll : NULL, h, eval, err, sizeof err);
                CHECK(state != NULL, "%s: start %s %s opens at horizon %d with %s (%s)", g->name, position, roll, h,
                      eval, state ? "" : err);
                if (!state) continue;
                if (g->position_name) {
                    char name[GAME_POSITION_TEXT], again[GAME_POSITION_TEXT];
                    g->position_name(state, name);
                    void *reread = g->open(spec, name, roll[0] ? roll : NULL, h, eval, err, sizeof err);
                    CHECK(reread != NULL, "%s: the canonical name %s reads", g->name, name);
                    if (reread) {
                        g->position_name(reread, again);
                        CHECK(strcmp(name, again) == 0, "%s: %s reads back as %s", g->name, name, again);
                        g->close(reread);
                    }
                }
                g->close(state);
            }
    }
}

/* 2 and 4: one game by random moves (keyed by key), its positions into
 * samples (up to room, counted by *sampled); a hash of its course. */
static uint64_t random_game(const struct game_spec *spec, uint64_t key, struct sample *samples, int room, int *sampled)
{
    const struct game *g = spec->game;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT], err[512];
    struct game_step next;
    uint64_t course = key;
    g->start(spec, key, position, roll);
    for (int ply = 0; ply < MATCH_MAX_PLIES; ply++) {
        int count = moves_at(spec, position, roll);
        if (count <= 0) {
            CHECK(count > 0, "%s: %s %s has a move", g->name, position, roll);
            return course;
        }
        if (*sampled < room) {
            memcpy(samples[*sampled].position, position, sizeof position);
            memcpy(samples[(*sampled)++].roll, roll, sizeof roll);
        }
        int move = (int)game_draw(mix64(key ^ (uint64_t)ply), (uint64_t)count);
        if (g->advance(spec, position, roll, move, mix64(~key ^ (uint64_t)ply), &next, err, sizeof err) != 0) {
            CHECK(0, "%s: move %d of %d at %s %s: %s", g->name, move, count, position, roll, err);
            return course;
        }
        course = mix64(course ^ (uint64_t)move ^ mix64((uint64_t)next.same_side + 2 * (uint64_t)next.over));
        if (next.over) {
            CHECK(next.points != 0, "%s: a game that ends scores a win or a loss (got %d)", g->name, next.points);
            return course;
        }
        memcpy(position, next.position, sizeof position);
        memcpy(roll, next.roll, sizeof roll);
    }
    CHECK(0, "%s: a random game ends within %d plies", g->name, MATCH_MAX_PLIES);
    return course;
}

/* 3. mcms and mcts, which --verify does not check: mcms with as many
 * draws as the tree's widest node has children draws nothing and returns
 * exhaustive *-minimax's value (results[0], minimax's); where the game
 * is wider (backgammon's move lists), and for mcts, the move is one of
 * the root's. */
static void check_forward(const struct game *g, const struct sample *s, const struct tree *t,
                          const struct trial_result *results, int sampled, int mcts)
{
    if (sampled >= 0 && t->max_children <= SAMPLING_MAX_SAMPLES)
        CHECK(results[sampled].result.value == results[0].result.value,
              "%s: %s %s: mcms with full sampling returned %lld, minimax %lld", g->name, s->position, s->roll,
              (long long)results[sampled].result.value, (long long)results[0].result.value);
    for (int k = 0; t->root.kind == NODE_MAX && k < 2; k++) {
        int a = k ? mcts : sampled;
        if (a >= 0) CHECK(results[a].result.best >= 0 && results[a].result.best < t->max_children,
                          "%s: %s %s: %s's move %d is a root move", g->name, s->position, s->roll,
                          k ? "mcts" : "mcms", results[a].result.best);
    }
}

/* 3. */
static void test_verified(const struct game_spec *spec, const struct sample *samples, int count)
{
    const struct game *g = spec->game;
    struct run_algorithm algorithms[EXPERIMENT_MAX_ALGORITHMS];
    struct trial_result results[EXPERIMENT_MAX_ALGORITHMS];
    int n = 0, passed = 0, runs = 0;
    memset(algorithms, 0, sizeof algorithms);
    int sampled = -1, mcts = -1;
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        if ((algorithm_plays(&ALGORITHMS[i])) && !(ALGORITHMS[i].needs & NEEDS_CUT_FIT)) {
            if (ALGORITHMS[i].sampled) sampled = n;
            if (ALGORITHMS[i].method == METHOD_MCTS) mcts = n;
            algorithms[n].algorithm = &ALGORITHMS[i];
            algorithms[n].params = algorithm_params(&ALGORITHMS[i], 2, 2);
            algorithms[n].params.playouts = 200;
            algorithms[n].params.exploration_milli = 1414;
            algorithms[n++].samples = SAMPLING_MAX_SAMPLES;
        }
    for (int s = 0; s < count; s++)
        for (int h = 1; h <= 2; h++)
            for (int order = 0; order < 2; order++) {
                char err[512];
                struct horizon_spec hs = { .horizon = h, .eval = EVAL_SOURCE, .eval_name = game_default_evaluator(g),
                                           .order = order ? MOVE_ORDER_EVAL : MOVE_ORDER_TREE };
                void *state = g->open(spec, samples[s].position, samples[s].roll[0] ? samples[s].roll : NULL, h,
                                      hs.eval_name, err, sizeof err);
                if (!state) continue;
                runs++;
                const struct tree *t = g->tree(state);
                if (experiment_search_tree(t, algorithms, n, 1, &hs, NULL, results, err, sizeof err) == 0)
                    passed++;
                else
                    CHECK(0, "%s: %s %s horizon %d: %s", g->name, samples[s].position, samples[s].roll, h, err);
                check_forward(g, &samples[s], t, results, sampled, mcts);
                g->close(state);
            }
    CHECK_EQ_INT(runs, 4 * count, "%s: every sampled position opens at horizons 1 and 2", g->name);
    CHECK_EQ_INT(passed, runs, "%s: %d algorithms equal minimax on %d positions x 2 horizons x 2 orders", g->name, n,
                 count);
}

static void test_game(const struct game *g)
{
    struct game_spec spec;
    char err[256];
    CHECK(game_parse(g->name, &spec, err, sizeof err) == 0, "--game %s reads", g->name);
    CHECK(g->start != NULL && g->advance != NULL, "%s has a match's start and advance", g->name);
    if (!g->start || !g->advance) return;
    test_start(&spec);
    static struct sample samples[SAMPLED];
    int sampled = 0, games = 0;
    while (sampled < SAMPLED || games < 20) {
        uint64_t key = mix64((uint64_t)games++);
        uint64_t once = random_game(&spec, key, samples, SAMPLED, &sampled);
        int unused = SAMPLED;
        CHECK_EQ_INT(random_game(&spec, key, samples, SAMPLED, &unused) == once, 1,
                     "%s: game %d played again the same way", g->name, games);
    }
    CHECK_EQ_INT(sampled, SAMPLED, "%s: positions sampled from %d random games", g->name, games);
    test_verified(&spec, samples, sampled);
}

int main(void)
{
    for (int i = 0; i < GAME_COUNT; i++) test_game(GAMES[i]);
    return check_report("test_games");
}
