/* test_bearoff.c - known answers for bearoff.h: the index numbers every
 * home board of at most 15 checkers once, 0..54263, the empty one 0 and
 * those of at most 6 checkers (the two-sided table's) below 924; a lone
 * checker's distribution is the one counted here by hand from the dice
 * (exact: 27 rolls in 36 take a checker off the 6-point at once); two lone
 * checkers' equity follows from it (the two-sided table); gammons won and
 * lost counted by hand; net5-bearoff is net5 outside bear-offs.  The
 * whole table is checked against gnubg's 0-ply in tests/net.sh. */
#include <string.h>

#include "games/backgammon/bearoff.h"
#include "games/backgammon/bgnet.h"
#include "games/backgammon/evaluators.h"
#include "check.h"

#define ONE (UINT32_C(1) << 24)

static uint32_t seen[BG_BEAROFF_POSITIONS];
static int boards, small_ok = 1, in_range = 1;

static void each_board(unsigned char *home, int point, int left)
{
    if (point < 0) {
        uint32_t i = bg_bearoff_index(home);
        int checkers = BG_CHECKERS - left;
        if (i >= BG_BEAROFF_POSITIONS) {
            in_range = 0;
            return;
        }
        seen[i]++;
        boards++;
        if (checkers <= 6 && i >= 924) small_ok = 0;
        return;
    }
    for (int n = 0; n <= left; n++) {
        home[point] = (unsigned char)n;
        each_board(home, point - 1, left - n);
    }
    home[point] = 0;
}

static void check_index(void)
{
    unsigned char home[BG_PLACES] = { 0 };
    CHECK_EQ_INT(bg_bearoff_index(home), 0, "the empty board's index");
    each_board(home, 5, BG_CHECKERS);
    CHECK_EQ_INT(boards, BG_BEAROFF_POSITIONS, "boards of at most 15 checkers on six points");
    CHECK(in_range, "every index below %d", BG_BEAROFF_POSITIONS);
    int once = 1;
    for (int i = 0; i < BG_BEAROFF_POSITIONS; i++) once &= seen[i] == 1;
    CHECK(once, "every index taken once");
    CHECK(small_ok, "boards of at most 6 checkers below 924");
}

/* Rolls (of 36) that bear a lone checker on point p off at once: a
 * non-double when its larger die or its sum reaches p, a double when four
 * steps do. */
static int off_at_once(int p)
{
    int n = 0;
    for (int d1 = 1; d1 <= 6; d1++)
        for (int d2 = 1; d2 <= 6; d2++) n += d1 == d2 ? 4 * d1 >= p : d1 + d2 >= p;
    return n;
}

static void check_lone_checker(void)
{
    for (int p = 1; p <= 6; p++) {
        unsigned char home[BG_PLACES] = { 0 };
        home[p - 1] = 1;
        uint32_t d[BG_BEAROFF_ROLLS];
        bg_bearoff_distribution(home, 0, d);
        /* Left on the board after a roll, it is on the 3-point or lower: off with any roll.  The
         * table's rounding: n rolls of 36 are n x 2^24 / 36, rounded to nearest. */
        uint64_t once = (uint64_t)off_at_once(p);
        CHECK_EQ_INT(d[1], (once * ONE + 18) / 36, "one checker on the %d-point: off in 1 roll", p);
        CHECK_EQ_INT(d[2], ((36 - once) * ONE + 18) / 36, "one checker on the %d-point: off in 2 rolls", p);
        CHECK_EQ_INT(d[0] + d[3], 0, "one checker on the %d-point: never 0 or 3 rolls", p);
        bg_bearoff_distribution(home, 1, d);
        CHECK_EQ_INT(d[0], ONE, "one checker on the %d-point: its gammon saved (14 off)", p);
    }
}

static struct bg_board board(int me_point, int me_checkers, int opp_point, int opp_checkers)
{
    struct bg_board b;
    memset(&b, 0, sizeof b);
    b.side[1][me_point - 1] = (unsigned char)me_checkers;
    b.side[0][opp_point - 1] = (unsigned char)opp_checkers;
    return b;
}

static void check_equities(void)
{
    /* 6-point against 6-point: 27/36 at once, else 9/36 x 9/36 after the opponent misses too. */
    struct bg_board b = board(6, 1, 6, 1);
    CHECK(bg_is_bearoff(&b), "two lone checkers: a bear-off");
    CHECK_EQ_INT(bg_bearoff_equity(&b), 625, "6-point against 6-point: 2 (27/36 + (9/36)^2) - 1");
    b = board(1, 1, 6, 1);
    CHECK_EQ_INT(bg_bearoff_equity(&b), 1000, "the 1-point on roll wins");
    b = board(1, 1, 1, 15);
    CHECK_EQ_INT(bg_bearoff_equity(&b), 2000, "the last checker off against 15: a gammon");
    /* 15 on the 6-point against a lone checker: lost, and a gammon unless this roll takes one off: 17
     * of 36 do (any 6, 5-1, 4-2, 3-3, 2-2, by way of a lower point), so -1 - 19/36. */
    b = board(6, 15, 1, 1);
    CHECK_EQ_INT(bg_bearoff_equity(&b), -1528, "15 on the 6-point against one checker: a gammon lost unless 17 rolls in 36");
    b = board(6, 7, 6, 7); /* the one-sided formula (more than 6 checkers) */
    int e = bg_bearoff_equity(&b);
    CHECK(e > 0 && e < 1000, "7 against 7 on the 6-point: the side on roll ahead, short of a sure win (%d)", e);
    b = board(6, 2, 6, 2); /* the two-sided table */
    e = bg_bearoff_equity(&b);
    CHECK(e > 0 && e < 1000, "2 against 2 on the 6-point: the side on roll ahead (%d)", e);
    struct bg_board start;
    bg_board_from_id(BG_START_ID, &start);
    CHECK(!bg_is_bearoff(&start), "the opening is not a bear-off");
    b = board(6, 16, 1, 1);
    CHECK(!bg_is_bearoff(&b), "16 checkers on the 6-point: not a board of the tables");
    const struct bg_evaluator *net5_bearoff = bg_evaluator_find("net5-bearoff");
    CHECK(net5_bearoff != NULL, "net5-bearoff is an evaluator");
    if (!net5_bearoff) return;
    char err[1024];
    CHECK(bg_evaluator_prepare(net5_bearoff, err, sizeof err) == 0, "net5-bearoff's network loads (%s)", err);
    CHECK_EQ_INT(net5_bearoff->evaluate(&start), bg_net5_evaluate(&start), "net5-bearoff is net5 at the opening");
    b = board(6, 1, 6, 1);
    b.side[0][6] = 1; /* one checker outside home */
    CHECK(!bg_is_bearoff(&b), "a checker on the 7-point: not a bear-off");
    CHECK_EQ_INT(net5_bearoff->evaluate(&b), bg_net5_evaluate(&b), "net5-bearoff is net5 outside bear-offs");
    b = board(6, 15, 1, 1);
    CHECK_EQ_INT(net5_bearoff->evaluate(&b), -1528, "net5-bearoff is the database's in a bear-off");
}

int main(void)
{
    check_index();
    check_lone_checker();
    check_equities();
    return check_report("bearoff");
}
