/* escape.c - see escape.h. */
#include "core/escape.h"

#include <stdio.h>
#include <string.h>

int escape_utf8_length(const unsigned char *s, size_t len, unsigned *code_point)
{
    /* The shortest form only (no overlong encodings), no surrogates, at
     * most U+10FFFF: RFC 3629. */
    static const unsigned MIN[] = { 0, 0, 0x80, 0x800, 0x10000 };
    int n = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3 : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (n == 0 || (size_t)n > len) return 0;
    unsigned cp = n == 1 ? s[0] : s[0] & (0x7f >> n);
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3f);
    }
    if (cp < MIN[n] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
    *code_point = cp;
    return n;
}

/* Code points that show as nothing, or as an ordinary space, or that
 * reorder the text around them (Unicode's Default_Ignorable and
 * space-separator characters other than U+0020, and C1 controls). */
static int invisible(unsigned cp)
{
    static const unsigned RANGES[][2] = {
        { 0x80, 0xa0 }, { 0xad, 0xad }, { 0x34f, 0x34f }, { 0x61c, 0x61c }, { 0x115f, 0x1160 },
        { 0x1680, 0x1680 }, { 0x17b4, 0x17b5 }, { 0x180b, 0x180f }, { 0x2000, 0x200f }, { 0x2028, 0x202f },
        { 0x205f, 0x206f }, { 0x3000, 0x3000 }, { 0x3164, 0x3164 }, { 0xfe00, 0xfe0f }, { 0xfeff, 0xfeff },
        { 0xffa0, 0xffa0 }, { 0xfff0, 0xfffb }, { 0x1d173, 0x1d17a }, { 0xe0000, 0xe0fff },
    };
    for (size_t i = 0; i < sizeof RANGES / sizeof RANGES[0]; i++)
        if (cp >= RANGES[i][0] && cp <= RANGES[i][1]) return 1;
    return 0;
}

char *escape_text(const char *text, char *out, size_t outlen)
{
    const unsigned char *p = (const unsigned char *)text;
    size_t left = strlen(text), k = 0;
    if (outlen == 0) return out;
    while (left > 0) {
        char piece[16];
        unsigned cp = 0;
        int n = escape_utf8_length(p, left, &cp);
        if (n == 0) snprintf(piece, sizeof piece, "\\x%02x", p[0]);
        else if (cp == '\n') strcpy(piece, "\\n");
        else if (cp == '\t') strcpy(piece, "\\t");
        else if (cp < 0x20 || cp == 0x7f) snprintf(piece, sizeof piece, "\\x%02x", cp);
        else if (invisible(cp)) snprintf(piece, sizeof piece, cp > 0xffff ? "\\U%08x" : "\\u%04x", cp);
        else {
            memcpy(piece, p, (size_t)n);
            piece[n] = '\0';
        }
        size_t len = strlen(piece);
        if (k + len + 1 > outlen) break;
        memcpy(out + k, piece, len);
        k += len;
        n = n ? n : 1;
        p += n;
        left -= (size_t)n;
    }
    out[k] = '\0';
    return out;
}
