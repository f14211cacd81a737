/* test_backgammon.c - known answers for backgammon.h: the starting
 * position's ID, position IDs decoded and encoded back, malformed IDs
 * refused, and every legal-move count that GNU Backgammon recorded in
 * tests/backgammon-moves.txt (484 position-roll pairs, counted by gnubg,
 * not by our generators) found again by bg_legal_moves; every move keeps
 * the opponent's 15 and never adds a checker to the side on roll; and
 * bg_first_move, where it answers, answers bg_legal_moves' first move, on
 * those positions and on every position their moves lead to, with every
 * roll; and there, the evaluation in two steps (bg_on_roll_of of the side
 * that did not move, kept for every move of the roll that did not hit it,
 * then bg_evaluate_on_roll) equals bg_evaluate, and both its definition:
 * the weights times bg_features, rounded half up, clamped. */
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/backgammon.h"
#include "games/backgammon/bgeval.h"
#include "games/backgammon/bgeval_weights.h"
#include "check.h"

#define MOVES_FILE "tests/backgammon-moves.txt"

static int checkers(const unsigned char *side)
{
    int n = 0;
    for (int i = 0; i < BG_PLACES; i++) n += side[i];
    return n;
}

static void check_start(void)
{
    struct bg_board b;
    static const int points[] = { 5, 5, 7, 3, 12, 5, 23, 2 }; /* index, checkers: 6, 8, 13, 24-points */
    CHECK(bg_board_from_id("4HPwATDgc/ABMA", &b) == 0, "the starting position's ID decodes");
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 8; k += 2)
            CHECK_EQ_INT(b.side[side][points[k]], points[k + 1], "start: side %d, point %d", side, points[k] + 1);
    CHECK_EQ_INT(checkers(b.side[0]) + checkers(b.side[1]), 30, "start: 30 checkers");
}

static void check_malformed(void)
{
    struct bg_board b;
    CHECK(bg_board_from_id("4HPwATDgc/ABM", &b) != 0, "13 characters refused");
    CHECK(bg_board_from_id("4HPwATDgc/ABMAA", &b) != 0, "15 characters refused");
    CHECK(bg_board_from_id("4HPwATDgc/AB-A", &b) != 0, "a character outside base64 refused");
    CHECK(bg_board_from_id("//////////////", &b) == BG_ID_ILLEGAL, "more than 15 checkers refused");
    /* gnubg answers "Illegal position" to both of these. */
    CHECK(bg_board_from_id("4P8DADAH/w8AAA", &b) == BG_ID_ILLEGAL, "both sides on one point refused");
    struct bg_board closed = { { { 0 } } };
    for (int side = 0; side < 2; side++) {
        for (int i = 0; i < 6; i++) closed.side[side][i] = 2;
        closed.side[side][BG_BAR] = 1;
    }
    char id[BG_ID_LENGTH + 1];
    bg_position_id(&closed, id);
    CHECK(bg_board_from_id(id, &b) == BG_ID_ILLEGAL, "both sides on the bar against closed boards refused (%s)", id);
    closed.side[0][BG_BAR] = 0;
    bg_position_id(&closed, id);
    CHECK(bg_board_from_id(id, &b) == 0, "one side on the bar against a closed board accepted (%s)", id);
}

/* bg_first_move's answers: how many rolls it was asked and answered. */
static int first_asked, first_answered;

/* bg_first_move on b with d1-d2 answers bg_legal_moves' first move, or nothing. */
static void check_first_move(struct bg_moves *m, const struct bg_board *b, int d1, int d2)
{
    struct bg_board first;
    int found = bg_first_move(b, d1, d2, m, &first);
    size_t count = bg_legal_moves(b, d1, d2, m);
    first_asked++;
    if (!found) return;
    first_answered++;
    char id[BG_ID_LENGTH + 1];
    bg_position_id(b, id);
    CHECK(count > 0 && memcmp(&first, &m->boards[0], sizeof first) == 0, "%s %d%d: bg_first_move is the first move",
          id, d1, d2);
}

/* The evaluation by its definition (bgeval.h), from bg_features. */
static int defined_evaluation(const struct bg_board *b)
{
    int f[BG_FEATURES];
    bg_features(b, f);
    const int64_t *w = BG_WEIGHTS[bg_contact(b) ? 0 : 1];
    int64_t sum = 0;
    for (int k = 0; k < BG_FEATURES; k++) sum += w[k] * f[k];
    int64_t q = sum + BG_WEIGHT_UNIT / 2, v = q / BG_WEIGHT_UNIT - (q % BG_WEIGHT_UNIT != 0 && q < 0);
    return (int)(v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : v);
}

/* Positions evaluated in two steps; rolls whose moves hit (evaluated in one). */
static long on_roll_checked, on_roll_hits;

/* Every move of m, played from b, evaluated as the game's cursor does:
 * the side not moving's share once, for every move that did not hit it. */
static void check_on_roll(const struct bg_board *b, const struct bg_moves *m, int d1, int d2)
{
    struct bg_board unmoved = bg_swap(b);
    struct bg_on_roll on_roll;
    bg_on_roll_of(&unmoved, &on_roll);
    for (size_t k = 0; k < m->count; k++) {
        struct bg_board next = bg_swap(&m->boards[k]);
        if (next.side[1][BG_BAR] != b->side[0][BG_BAR]) {
            CHECK_EQ_INT(bg_evaluate(&next), defined_evaluation(&next), "%d%d move %zu (a hit): one step", d1, d2,
                         k + 1);
            on_roll_hits++;
            continue;
        }
        CHECK(memcmp(next.side[1], b->side[0], BG_PLACES) == 0, "%d%d move %zu: no hit, the side not moving as it was",
              d1, d2, k + 1);
        int defined = defined_evaluation(&next);
        CHECK_EQ_INT(bg_evaluate_on_roll(&next, &on_roll), defined, "%d%d move %zu: two steps", d1, d2, k + 1);
        CHECK_EQ_INT(bg_evaluate(&next), defined, "%d%d move %zu: one step", d1, d2, k + 1);
        on_roll_checked++;
    }
}

/* check_first_move on b with its roll, then on every position its moves lead to (the other side on roll) with
 * every roll. */
static void check_first_moves(struct bg_moves *m, const struct bg_board *b, int d1, int d2)
{
    check_first_move(m, b, d1, d2);
    size_t count = bg_legal_moves(b, d1, d2, m);
    struct bg_board *after = malloc((count ? count : 1) * sizeof *after);
    if (!after) {
        CHECK(0, "memory for the positions after a roll");
        return;
    }
    for (size_t k = 0; k < count; k++) after[k] = bg_swap(&m->boards[k]);
    for (size_t k = 0; k < count; k++)
        for (int r1 = 1; r1 <= 6; r1++)
            for (int r2 = r1; r2 <= 6; r2++) {
                check_first_move(m, &after[k], r2, r1);
                check_on_roll(&after[k], m, r2, r1);
            }
    free(after);
}

/* One line of the recorded counts: ID ROLL COUNT. */
static void check_moves(struct bg_moves *m, const char *id, int roll, int expected)
{
    struct bg_board b;
    char again[BG_ID_LENGTH + 1];
    if (bg_board_from_id(id, &b) != 0) {
        CHECK(0, "%s: decodes", id);
        return;
    }
    bg_position_id(&b, again);
    CHECK(strcmp(again, id) == 0, "%s: encodes back (got %s)", id, again);
    CHECK_EQ_INT(bg_legal_moves(&b, roll / 10, roll % 10, m), expected, "%s %d: legal moves", id, roll);
    for (size_t k = 0; k < m->count; k++) {
        CHECK_EQ_INT(checkers(m->boards[k].side[0]), checkers(b.side[0]), "%s %d: move %zu keeps the opponent's checkers",
                     id, roll, k + 1);
        CHECK(checkers(m->boards[k].side[1]) <= checkers(b.side[1]), "%s %d: move %zu adds no checker", id, roll, k + 1);
        CHECK(memcmp(&m->boards[k], &b, sizeof b) != 0, "%s %d: move %zu changes the position", id, roll, k + 1);
        CHECK(bg_board_illegal(&m->boards[k]) == NULL, "%s %d: move %zu leads to a legal position", id, roll, k + 1);
    }
    check_first_moves(m, &b, roll / 10, roll % 10);
}

static int check_recorded(void)
{
    FILE *f = fopen(MOVES_FILE, "r");
    if (!f) {
        CHECK(0, "%s opens (run from the repository root)", MOVES_FILE);
        return 0;
    }
    struct bg_moves m;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) {
        fclose(f);
        CHECK(0, "memory for a move list");
        return 0;
    }
    bg_moves_init(&m, memory);
    char line[256], id[64];
    int roll, count, lines = 0;
    while (fgets(line, sizeof line, f))
        if (line[0] != '#' && sscanf(line, "%63s %d %d", id, &roll, &count) == 3) {
            check_moves(&m, id, roll, count);
            lines++;
        }
    fclose(f);
    free(memory);
    return lines;
}

int main(void)
{
    check_start();
    check_malformed();
    int lines = check_recorded();
    CHECK(lines >= 484, "%s holds the 484 recorded counts (read %d)", MOVES_FILE, lines);
    /* The shortcut pays only if it answers mostly (a roll that cannot play both dice, or a blocked first path,
     * it leaves to the whole walk). */
    CHECK(2 * first_answered > first_asked, "bg_first_move answers most rolls (%d of %d)", first_answered, first_asked);
    CHECK(on_roll_checked > 100000 && on_roll_hits > 1000, "the two-step evaluation checked on %ld moves that did "
          "not hit (and skipped %ld that did)", on_roll_checked, on_roll_hits);
    printf("backgammon: %ld moves evaluated in two steps as in one (%ld hitting moves left to one)\n", on_roll_checked,
           on_roll_hits);
    return check_report("backgammon");
}
