/* test_notation.c - known answers for notation.h: every move GNU
 * Backgammon listed for the 484 position-roll pairs of
 * tests/backgammon-notation.txt written as gnubg wrote it and read back to
 * gnubg's position; every legal move of every pair of
 * tests/backgammon-moves.txt read back from its own text (read(write(m)) =
 * m); the reader's freedoms and its refusals. */
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/notation.h"
#include "check.h"

#define NOTATION_FILE "tests/backgammon-notation.txt"
#define MOVES_FILE "tests/backgammon-moves.txt"

static struct bg_moves moves;

static int board_of(const char *id, struct bg_board *b)
{
    int ok = bg_board_from_id(id, b) == 0;
    CHECK(ok, "%s decodes", id);
    return ok;
}

/* Issue 47, finding 5: gnubg's other spellings of the bar (25, b) and of
 * off (0, o), in either case, read as the same move k. */
static void check_spellings(const struct bg_board *before, int d1, int d2, const char *text, int k)
{
    static const char *const SPELLINGS[][2] = { { "bar", "25" }, { "bar", "b" }, { "bar", "B" }, { "off", "0" },
                                                { "off", "o" }, { "off", "O" } };
    char variant[2 * BG_MOVE_TEXT], err[4096];
    for (size_t i = 0; i < sizeof SPELLINGS / sizeof SPELLINGS[0]; i++) {
        const char *word = SPELLINGS[i][0], *at = strstr(text, word);
        if (!at) continue;
        snprintf(variant, sizeof variant, "%.*s%s%s", (int)(at - text), text, SPELLINGS[i][1], at + strlen(word));
        CHECK_EQ_INT(bg_move_parse(before, d1, d2, variant, &moves, err, sizeof err), k, "'%s' as '%s' (%s)", text,
                     variant, err);
    }
}

/* A line of gnubg's: ID ROLL AFTER-ID MOVE (the move's text has spaces). */
static void check_gnubg_line(const char *line)
{
    char id[64], after_id[64], want[BG_MOVE_TEXT], got[BG_MOVE_TEXT], err[4096];
    int roll, at;
    struct bg_board before, after;
    if (sscanf(line, "%63s %d %63s %n", id, &roll, after_id, &at) != 3 || !board_of(id, &before)
        || !board_of(after_id, &after)) {
        CHECK(0, "a line of %s: %s", NOTATION_FILE, line);
        return;
    }
    snprintf(want, sizeof want, "%s", line + at);
    want[strcspn(want, "\n")] = '\0';
    int d1 = roll / 10, d2 = roll % 10;
    CHECK(bg_move_format(&before, d1, d2, &after, got) == 0 && strcmp(got, want) == 0,
          "%s %d -> %s: written '%s', gnubg wrote '%s'", id, roll, after_id, got, want);
    int k = bg_move_parse(&before, d1, d2, want, &moves, err, sizeof err);
    CHECK(k >= 0 && memcmp(&moves.boards[k], &after, sizeof after) == 0, "%s %d: gnubg's '%s' read back (%s)", id,
          roll, want, k < 0 ? err : "another position");
    check_spellings(&before, d1, d2, want, k);
}

static int check_gnubg_file(void)
{
    FILE *f = fopen(NOTATION_FILE, "r");
    char line[512];
    int lines = 0;
    if (!f) {
        CHECK(0, "%s opens (run from the repository root)", NOTATION_FILE);
        return 0;
    }
    while (fgets(line, sizeof line, f))
        if (line[0] != '#') {
            check_gnubg_line(line);
            lines++;
        }
    fclose(f);
    return lines;
}

/* read(write(m)) = m for every legal move of ID with ROLL; a roll with no
 * move written BG_NO_MOVE and read back from it and from "". */
static void check_round_trip(const char *id, int roll)
{
    struct bg_board before;
    char text[BG_MOVE_TEXT], err[4096];
    if (!board_of(id, &before)) return;
    int d1 = roll / 10, d2 = roll % 10;
    size_t n = bg_legal_moves(&before, d1, d2, &moves);
    struct bg_board *legal = malloc((n ? n : 1) * sizeof *legal);
    if (!legal) {
        CHECK(0, "memory");
        return;
    }
    memcpy(legal, moves.boards, n * sizeof *legal);
    for (size_t k = 0; k < n; k++) {
        int written = bg_move_format(&before, d1, d2, &legal[k], text);
        int read = written == 0 ? bg_move_parse(&before, d1, d2, text, &moves, err, sizeof err) : -1;
        CHECK_EQ_INT(read, (long long)k, "%s %d: move %zu written '%s' reads back (%s)", id, roll, k + 1, text,
                     read < 0 ? err : "another move");
    }
    if (n == 0) {
        CHECK(bg_move_format(&before, d1, d2, &before, text) == 0 && strcmp(text, BG_NO_MOVE) == 0,
              "%s %d: no legal move, written '%s'", id, roll, text);
        CHECK_EQ_INT(bg_move_parse(&before, d1, d2, BG_NO_MOVE, &moves, err, sizeof err), 0, "%s %d: read", id, roll);
        CHECK_EQ_INT(bg_move_parse(&before, d1, d2, "", &moves, err, sizeof err), 0, "%s %d: read ''", id, roll);
    }
    free(legal);
}

static int check_moves_file(void)
{
    FILE *f = fopen(MOVES_FILE, "r");
    char line[256], id[64];
    int roll, count, lines = 0;
    if (!f) {
        CHECK(0, "%s opens", MOVES_FILE);
        return 0;
    }
    while (fgets(line, sizeof line, f))
        if (line[0] != '#' && sscanf(line, "%63s %d %d", id, &roll, &count) == 3) {
            check_round_trip(id, roll);
            lines++;
        }
    fclose(f);
    return lines;
}

/* text read from the opening position with roll: the same move as `same`. */
static void check_reads_as(int roll, const char *text, const char *same)
{
    struct bg_board start;
    char err[4096];
    if (!board_of("4HPwATDgc/ABMA", &start)) return;
    int want = bg_move_parse(&start, roll / 10, roll % 10, same, &moves, err, sizeof err);
    CHECK(want >= 0, "'%s' read (%s)", same, err);
    int got = bg_move_parse(&start, roll / 10, roll % 10, text, &moves, err, sizeof err);
    CHECK_EQ_INT(got, want, "%d: '%s' read as '%s'", roll, text, same);
}

/* text refused from the opening position with roll, the reason holding `says`. */
static void check_refused(int roll, const char *text, const char *says)
{
    struct bg_board start;
    char err[4096] = "";
    if (!board_of("4HPwATDgc/ABMA", &start)) return;
    int got = bg_move_parse(&start, roll / 10, roll % 10, text, &moves, err, sizeof err);
    CHECK(got < 0 && strstr(err, says) != NULL, "%d: '%s' refused saying '%s' (got %d: %s)", roll, text, says, got, err);
}

static void check_reader(void)
{
    check_reads_as(31, "6/5 8/5", "8/5 6/5");
    check_reads_as(31, " 8/5*  6/5 ", "8/5 6/5");
    check_reads_as(64, "24/18 18/14", "24/14");
    check_reads_as(64, "24/20/14", "24/14");
    check_reads_as(66, "24/18 24/18 13/7 13/7", "24/18(2) 13/7(2)");
    check_reads_as(66, "13/7(3) 24/18(1)", "24/18 13/7(3)");
    check_refused(31, "8/5 6/4", "is not a legal move of 31 here; the 16 legal: 24/23 24/21, 24/20, 24/21 8/7, ");
    check_refused(31, "8/5 x", "expected a point to move from (1-24 or bar) at 'x'");
    check_refused(31, "5/8", "expected a lower point (1-24 or off) after '/' at '8'");
    check_refused(31, "8/4/5", "expected a lower point (1-24 or off) after '/' at '5'"); /* issue 47, finding 8 */
    check_refused(31, "8/5(5)", "expected a count of checkers 1-4");
    check_refused(31, "8/5, 6/5", "expected a space or the end at ', 6/5'");
    check_refused(31, "8", "expected '/' and the point moved to");
    check_refused(31, "", "the roll 31 has 16 legal moves; one must be played");
    check_refused(31, "bar/22", "moves more checkers from the bar than are there");
    check_refused(66, "6/off", "is not a legal move of 66");
}

int main(void)
{
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) return 1;
    bg_moves_init(&moves, memory);
    int gnubg = check_gnubg_file();
    CHECK(gnubg >= 6000, "%s holds gnubg's moves (read %d lines)", NOTATION_FILE, gnubg);
    int pairs = check_moves_file();
    CHECK(pairs >= 484, "%s holds the 484 pairs (read %d)", MOVES_FILE, pairs);
    check_reader();
    free(memory);
    return check_report("notation");
}
