/* notation.c - see notation.h. */
#include "notation.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Points as the notation counts them: 1..24 from the mover's home, 25 the
 * bar, 0 off; place i of backgammon.h is point i + 1 (its bar, 24, is 25;
 * off, -1, is 0). */
#define BAR_POINT 25
#define MAX_STEPS 4
#define MAX_PATH (MAX_STEPS + 1)

struct step {
    int from, to; /* points */
};

/* 1. The steps: the first way gnubg's generator plays the dice to `after`.
 * It plays one die a step, a checker on the bar first, else from the
 * highest point down; a double's later steps never start above the one
 * before (the same moves in another order reach nothing new); a
 * non-double's dice in the order given, then the other.  A way ends where
 * no die is left or none can be played. */
struct way {
    const struct bg_board *after;
    int dice[MAX_STEPS], count; /* the dice in playing order */
    int length;                 /* the steps a way must take (every legal move of a roll takes as many) */
    struct step steps[MAX_STEPS];
};

static int way_to(struct way *w, const struct bg_board *b, int depth, int top)
{
    int moved = 0;
    if (depth < w->count) {
        int die = w->dice[depth], on_bar = b->side[1][BG_BAR] != 0;
        for (int src = on_bar ? BG_BAR : top; src >= (on_bar ? BG_BAR : 0); src--) {
            if (!bg_can_step(b, src, die)) continue;
            struct bg_board next = *b;
            bg_step(&next, src, src - die);
            w->steps[depth].from = src + 1;
            w->steps[depth].to = src - die < 0 ? 0 : src - die + 1;
            moved = 1;
            int next_top = w->dice[0] == w->dice[1] && !on_bar ? src : BG_BAR - 1;
            if (way_to(w, &next, depth + 1, next_top)) return 1;
        }
    }
    return !moved && depth == w->length && memcmp(b, w->after, sizeof *b) == 0;
}

/* The steps to after (their number; -1 when no way leads there): the
 * longest ways first, as the rules make every legal move use the most dice. */
static int find_way(const struct bg_board *before, int d1, int d2, const struct bg_board *after,
                    struct step *steps)
{
    struct way w = { after, { d1, d2, d1, d2 }, d1 == d2 ? 4 : 2, 0, { { 0, 0 } } };
    for (w.length = w.count; w.length >= 0; w.length--)
        for (int order = 0; order < (d1 == d2 ? 1 : 2); order++) {
            w.dice[0] = order ? d2 : d1;
            w.dice[1] = order ? d1 : d2;
            if (way_to(&w, before, 0, BG_BAR - 1)) {
                memcpy(steps, w.steps, sizeof w.steps);
                return w.length;
            }
        }
    return -1;
}

/* 2. Paths: the steps joined per checker, as gnubg writes them. */
struct path {
    int points[MAX_PATH]; /* the start, the points where it hit on its way, the end */
    int length;           /* points in use */
    int checkers;         /* how many checkers took this path */
};

/* Whether the opponent had a blot (or more: a checker that is hit) on our point p before the move. */
static int opponent_on(const struct bg_board *before, int p)
{
    return p >= 1 && p <= 24 && before->side[0][24 - p] != 0;
}

static int by_start_then_end(const void *a, const void *b)
{
    const struct step *x = a, *y = b;
    return x->from != y->from ? y->from - x->from : y->to - x->to;
}

/* Steps sorted by start (then end), highest first; each path takes the
 * later steps that start where it ends, keeping a point where it hit. */
static int join_steps(const struct bg_board *before, struct step *steps, int n, struct path *paths)
{
    int used[MAX_STEPS] = { 0 }, count = 0;
    qsort(steps, (size_t)n, sizeof *steps, by_start_then_end);
    for (int i = 0; i < n; i++) {
        if (used[i]) continue;
        struct path *p = &paths[count++];
        p->points[0] = steps[i].from;
        p->points[1] = steps[i].to;
        p->length = 2;
        p->checkers = 1;
        for (int j = i + 1; j < n; j++) {
            if (used[j] || steps[j].from != p->points[p->length - 1]) continue;
            if (opponent_on(before, p->points[p->length - 1])) p->length++; /* hit on the way: kept */
            p->points[p->length - 1] = steps[j].to;
            used[j] = 1;
        }
    }
    return count;
}

/* Paths alike counted once, "(n)", where the first of them stands. */
static int merge_alike(struct path *paths, int n)
{
    int kept = 0;
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < kept && (paths[k].length != paths[i].length
                            || memcmp(paths[k].points, paths[i].points, (size_t)paths[i].length * sizeof(int)) != 0))
            k++;
        if (k < kept) paths[k].checkers++;
        else paths[kept++] = paths[i];
    }
    return kept;
}

static char *put_point(char *at, int p)
{
    if (p == 0) return at + sprintf(at, "off");
    if (p == BAR_POINT) return at + sprintf(at, "bar");
    return at + sprintf(at, "%d", p);
}

int bg_move_format(const struct bg_board *before, int d1, int d2, const struct bg_board *after, char *text)
{
    struct step steps[MAX_STEPS];
    struct path paths[MAX_STEPS];
    *text = '\0';
    int n = find_way(before, d1, d2, after, steps);
    if (n < 0) return -1;
    if (n == 0) {
        strcpy(text, BG_NO_MOVE);
        return 0;
    }
    int count = merge_alike(paths, join_steps(before, steps, n, paths));
    unsigned hit = 0; /* the points already marked "*" */
    char *at = text;
    for (int i = 0; i < count; i++) {
        const struct path *p = &paths[i];
        if (i) *at++ = ' ';
        at = put_point(at, p->points[0]);
        for (int k = 1; k < p->length - 1; k++) { /* a point where it hit on its way */
            *at++ = '/';
            at = put_point(at, p->points[k]);
            *at++ = '*';
            hit |= 1u << p->points[k];
        }
        int end = p->points[p->length - 1];
        *at++ = '/';
        at = put_point(at, end);
        if (opponent_on(before, end) && !(hit & 1u << end)) {
            *at++ = '*';
            hit |= 1u << end;
        }
        if (p->checkers > 1) at += sprintf(at, "(%d)", p->checkers);
        *at = '\0';
    }
    return 0;
}

/* 3. Reading: the text's paths, then the position they lead to. */
struct reader {
    const char *text, *at;
    char *err;
    size_t errlen;
};

static int read_error(struct reader *r, const char *expected)
{
    snprintf(r->err, r->errlen, "'%s': expected %s at '%s'", r->text, expected, r->at);
    return -1;
}

/* A point: 1..24, the bar or off, any case, in each spelling gnubg
 * accepts: bar, b or 25; off, o or 0.  -1 when none is here. */
static int read_point(struct reader *r)
{
    static const struct { const char *word; int point; } WORDS[] = {
        { "bar", BAR_POINT }, { "off", 0 }, { "b", BAR_POINT }, { "o", 0 }, /* words first: "b" begins "bar" */
    };
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++) {
        size_t n = strlen(WORDS[i].word);
        if (strncasecmp(r->at, WORDS[i].word, n) == 0 && !isalpha((unsigned char)r->at[n])) {
            r->at += n;
            return WORDS[i].point;
        }
    }
    const char *digits = r->at;
    int p = 0;
    while (isdigit((unsigned char)*r->at) && p <= 24) p = 10 * p + (*r->at++ - '0');
    if (r->at > digits && p >= 0 && p <= BAR_POINT) return p; /* 0 off, 25 the bar */
    r->at = digits; /* the error points at the number */
    return -1;
}

/* One path, "from/to" with more points and "*" as written, and "(n)". */
static int read_path(struct reader *r, struct path *p)
{
    p->length = 0;
    p->checkers = 1;
    do {
        if (p->length) r->at++; /* the '/' */
        const char *at = r->at;
        int point = read_point(r);
        if (point < 0 || p->length == MAX_PATH || (p->length && (point == BAR_POINT || point >= p->points[p->length - 1]))
            || (!p->length && point == 0)) {
            r->at = at; /* the error points at the point refused */
            return read_error(r, p->length ? "a lower point (1-24 or off) after '/'" : "a point to move from (1-24 or bar)");
        }
        p->points[p->length++] = point;
        if (*r->at == '*') r->at++;
    } while (*r->at == '/');
    if (p->length < 2) return read_error(r, "'/' and the point moved to");
    if (*r->at == '(') {
        r->at++;
        if (*r->at < '1' || *r->at > '4' || r->at[1] != ')') return read_error(r, "a count of checkers 1-4 and ')'");
        p->checkers = *r->at - '0';
        r->at += 2;
    }
    if (*r->at && *r->at != ' ') return read_error(r, "a space or the end");
    return 0;
}

/* The position the paths lead to: each checker from its start to its
 * end, a blot hit on every point named after a start. */
static int play_paths(const struct bg_board *before, const struct path *paths, int n, struct bg_board *after,
                      struct reader *r)
{
    int mine[BG_PLACES], hit[BG_PLACES] = { 0 };
    for (int i = 0; i < BG_PLACES; i++) mine[i] = before->side[1][i];
    for (int i = 0; i < n; i++) {
        const struct path *p = &paths[i];
        int end = p->points[p->length - 1];
        mine[p->points[0] - 1] -= p->checkers;
        if (end) mine[end - 1] += p->checkers;
        for (int k = 1; k < p->length; k++)
            if (p->points[k] && before->side[0][24 - p->points[k]] == 1) hit[24 - p->points[k]] = 1;
    }
    *after = *before;
    for (int i = 0; i < BG_PLACES; i++) {
        if (mine[i] < 0 || mine[i] > BG_CHECKERS) {
            snprintf(r->err, r->errlen, "'%s': moves more checkers from %s than are there", r->text,
                     i == BG_BAR ? "the bar" : "a point");
            return -1;
        }
        after->side[1][i] = (unsigned char)mine[i];
        if (hit[i]) {
            after->side[0][i] = 0;
            after->side[0][BG_BAR]++;
        }
    }
    return 0;
}

/* "not legal" with as many legal moves named, whole, as err holds, and
 * how many more there are when not all fit. */
static void name_legal(const struct bg_board *before, int d1, int d2, const struct bg_moves *m, struct reader *r)
{
    enum { MORE = 32 }; /* room kept for " and N more" */
    int n = snprintf(r->err, r->errlen, "'%s' is not a legal move of %d%d here; the %zu legal: ", r->text, d1, d2,
                     m->count);
    for (size_t k = 0; k < m->count && n > 0; k++) {
        char text[BG_MOVE_TEXT];
        bg_move_format(before, d1, d2, &m->boards[k], text);
        if ((size_t)n + strlen(text) + 2 + MORE >= r->errlen) {
            snprintf(r->err + n, r->errlen - (size_t)n, " and %zu more", m->count - k);
            return;
        }
        n += snprintf(r->err + n, r->errlen - (size_t)n, "%s%s", k ? ", " : "", text);
    }
}

int bg_move_parse(const struct bg_board *before, int d1, int d2, const char *text, struct bg_moves *m, char *err,
                  size_t errlen)
{
    struct reader r = { text, text, err, errlen };
    struct path paths[2 * MAX_STEPS];
    int n = 0;
    size_t legal = bg_legal_moves(before, d1, d2, m);
    while (*r.at == ' ') r.at++;
    if (*r.at == '\0' || strcmp(r.at, BG_NO_MOVE) == 0) {
        if (legal == 0) return 0;
        snprintf(err, errlen, "'%s': the roll %d%d has %zu legal moves; one must be played", text, d1, d2, legal);
        return -1;
    }
    while (*r.at) {
        if (n == 2 * MAX_STEPS) return read_error(&r, "at most 8 paths");
        if (read_path(&r, &paths[n++]) != 0) return -1;
        while (*r.at == ' ') r.at++;
    }
    struct bg_board after;
    if (play_paths(before, paths, n, &after, &r) != 0) return -1;
    for (size_t k = 0; k < legal; k++)
        if (memcmp(&m->boards[k], &after, sizeof after) == 0) return (int)k;
    name_legal(before, d1, d2, m, &r);
    return -1;
}

/* 4. A game's moves, "RR:MOVE RR:MOVE ...". */

/* Whether a roll "RR:" starts at p (two dice 1-6 and a colon). */
static int roll_at(const char *p)
{
    return p[0] >= '1' && p[0] <= '6' && p[1] >= '1' && p[1] <= '6' && p[2] == ':';
}

/* The end of the move text that starts at p: the next roll that begins a word, or the end. */
static const char *move_end(const char *p)
{
    for (; *p; p++)
        if ((p[-1] == ' ') && roll_at(p)) return p;
    return p;
}

int bg_play(struct bg_board *b, const char *moves, char *err, size_t errlen)
{
    struct bg_moves m;
    char reason[2048], *text = NULL;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) {
        snprintf(err, errlen, "out of memory (a move list)");
        return -1;
    }
    bg_moves_init(&m, memory);
    int item = 0, status = 0;
    for (const char *p = moves; status == 0;) {
        while (*p == ' ') p++;
        if (!*p) break;
        item++;
        if (!roll_at(p)) {
            snprintf(err, errlen, "move %d: expected a roll and a colon (e.g. 31:8/5 6/5) at '%s'", item, p);
            status = -1;
            break;
        }
        const char *end = move_end(p + 3);
        int d1 = p[0] - '0', d2 = p[1] - '0';
        size_t length = (size_t)(end - p - 3);
        char *grown = realloc(text, length + 1); /* a move's text, however long: none is cut short */
        if (!grown) {
            snprintf(err, errlen, "out of memory (a move's text)");
            status = -1;
            break;
        }
        text = grown;
        memcpy(text, p + 3, length);
        text[length] = '\0';
        for (char *t = text + strlen(text); t > text && t[-1] == ' ';) *--t = '\0';
        if (bg_checkers(b->side[0]) == 0 || bg_checkers(b->side[1]) == 0) {
            snprintf(err, errlen, "move %d (%.2s): the game is over (a side has borne off every checker)", item, p);
            status = -1;
            break;
        }
        int k = bg_move_parse(b, d1, d2, text, &m, reason, sizeof reason);
        if (k < 0) {
            snprintf(err, errlen, "move %d (%.2s): %s", item, p, reason);
            status = -1;
            break;
        }
        *b = bg_swap(m.count ? &m.boards[k] : b);
        p = end;
    }
    free(text);
    free(memory);
    return status;
}
