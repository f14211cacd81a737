/* referee.c - see referee.h. */
#include "referee.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/input.h"

#define HEADER "# starbench referee: " BG_REFEREE_EVALUATION
#define MICRO 1000000

/* One move's line, its fields checked. */
struct judged_move {
    struct bg_board before, after;
    int high, low;  /* the dice, the higher first */
    int64_t micro;  /* the mover's equity after the move, millionths of a point */
};

/* "-0.123456" into millionths: a sign (- or +), digits, at most 6
 * decimals (the unit the verdicts keep exactly), |e| <= 3. */
static int parse_equity(const char *s, int64_t *micro)
{
    int negative = *s == '-', digits = 0, decimals = 0;
    int64_t v = 0;
    if (negative || *s == '+') s++;
    for (; isdigit((unsigned char)*s) && digits < 2; s++, digits++) v = 10 * v + (*s - '0');
    if (!digits) return -1;
    v *= MICRO;
    if (*s == '.') {
        int64_t unit = MICRO;
        for (s++; isdigit((unsigned char)*s) && decimals < 6; s++, decimals++) v += (*s - '0') * (unit /= 10);
        if (!decimals) return -1;
    }
    if (*s || v > 3 * MICRO) return -1;
    *micro = negative ? -v : v;
    return 0;
}

static int parse_line(char *line, struct judged_move *m, const char **why)
{
    char id[16], roll[4], after[16], equity[16], phase[16];
    int game, turn, end = -1;
    if (sscanf(line, "%15s %3s %15s %15s %15s %d %d %n", id, roll, after, equity, phase, &game, &turn, &end) != 7
        || line[end] != '\0' || game < 1 || turn < 1)
        return *why = "expected POSITION-ID ROLL AFTER-ID EQUITY CLASS GAME TURN", -1;
    if (bg_board_from_id(id, &m->before) != 0) return *why = "POSITION-ID is no legal position ID", -1;
    if (bg_board_from_id(after, &m->after) != 0) return *why = "AFTER-ID is no legal position ID", -1;
    if (strlen(roll) != 2 || roll[0] < '1' || roll[0] > '6' || roll[1] < '1' || roll[1] > '6')
        return *why = "ROLL: expected two dice 1-6 (e.g. 31 or 13)", -1;
    if (parse_equity(equity, &m->micro) != 0)
        return *why = "EQUITY: expected points within -3..3 with at most 6 decimals (millionths, kept exactly)", -1;
    m->high = roll[0] > roll[1] ? roll[0] - '0' : roll[1] - '0'; /* either order: the same roll */
    m->low = roll[0] > roll[1] ? roll[1] - '0' : roll[0] - '0';
    return 0;
}

/* The verdicts from the position's lines, once each of them is matched to
 * one legal move: loss against the best, rank. */
static int judge_moves(const struct judged_move *lines, size_t n, struct bg_moves *m, struct position_verdicts *r)
{
    int64_t *equity = calloc(m->count ? m->count : 1, sizeof *equity);
    unsigned char *seen = calloc(m->count ? m->count : 1, 1);
    size_t matched = 0;
    r->count = m->count;
    r->loss_micro = calloc(m->count ? m->count : 1, sizeof *r->loss_micro);
    r->rank = calloc(m->count ? m->count : 1, sizeof *r->rank);
    int ok = equity && seen && r->loss_micro && r->rank;
    for (size_t i = 0; ok && i < n; i++)
        for (size_t k = 0; k < m->count; k++)
            if (!seen[k] && memcmp(&m->boards[k], &lines[i].after, sizeof lines[i].after) == 0) {
                seen[k] = 1;
                equity[k] = lines[i].micro;
                matched++;
                break;
            }
    int64_t best = INT64_MIN;
    for (size_t k = 0; k < m->count; k++)
        if (equity[k] > best) best = equity[k];
    for (size_t k = 0; ok && k < m->count; k++) {
        r->loss_micro[k] = best - equity[k];
        r->rank[k] = 1;
        for (size_t j = 0; j < m->count; j++) r->rank[k] += equity[j] > equity[k];
    }
    free(equity);
    free(seen);
    if (ok && matched == n && matched == m->count) return 0;
    position_verdicts_free(r);
    return ok ? -1 : -2;
}

int bg_referee_read(const char *path, const struct bg_board *b, int d1, int d2, struct position_verdicts *r, char *err,
                    size_t errlen)
{
    struct input in;
    struct judged_move *mine = NULL;
    size_t count = 0, room = 0, number = 0;
    int high = d1 > d2 ? d1 : d2, low = d1 + d2 - high, status = 0;
    memset(r, 0, sizeof *r);
    if (input_read_named("--referee", "a referee file", path, &in, err, errlen) != 0) return -1;
    for (char *line = in.text, *next; status == 0 && line < in.text + in.size; line = next) {
        const char *why;
        struct judged_move m;
        next = line + strcspn(line, "\n");
        if (*next) *next++ = '\0';
        if (next - line >= 2 && next[-2] == '\r') next[-2] = '\0'; /* CRLF line ends read as LF */
        if (++number == 1 && strcmp(line, HEADER) != 0) {
            snprintf(err, errlen, "--referee: %s: line 1: expected '%s' (a referee file of that evaluation)", path,
                     HEADER);
            status = -1;
        } else if (line[0] == '#' || line[0] == '\0') {
            continue;
        } else if (parse_line(line, &m, &why) != 0) {
            snprintf(err, errlen, "--referee: %s: line %zu: %s", path, number, why);
            status = -1;
        } else if (m.high == high && m.low == low && memcmp(&m.before, b, sizeof *b) == 0) {
            if (count == room) {
                room = room ? 2 * room : 64;
                struct judged_move *grown = realloc(mine, room * sizeof *mine);
                if (!grown) status = -2;
                else mine = grown;
            }
            if (status == 0) mine[count++] = m;
        }
    }
    input_release(&in);
    char id[BG_ID_LENGTH + 1];
    bg_position_id(b, id);
    if (status == 0 && count == 0) {
        snprintf(err, errlen, "--referee: %s: has no moves of %s with the roll %d%d (it judges only its own positions)",
                 path, id, high, low);
        status = -1;
    }
    if (status == 0) {
        struct bg_moves m;
        void *memory = malloc(BG_MOVES_BYTES);
        status = memory ? 0 : -2;
        if (memory) {
            bg_moves_init(&m, memory);
            bg_legal_moves(b, d1, d2, &m);
            status = judge_moves(mine, count, &m, r);
            if (status == -1)
                snprintf(err, errlen, "--referee: %s: the moves of %s with %d%d (%zu lines) are not the %zu legal moves "
                         "of the generator, each once", path, id, high, low, count, m.count);
            free(memory);
        }
    }
    if (status == -2) snprintf(err, errlen, "--referee: out of memory");
    free(mine);
    return status == 0 ? 0 : -1;
}
