/* escape.h - text from users and files made safe to show on one line.
 *
 * Messages quote what the user typed or what a file holds; shown as it is,
 * a newline would split the message, a control byte could drive the
 * terminal, and some characters cannot be seen at all (a byte order mark,
 * a no-break space that looks like a space).  escape_text copies valid,
 * visible UTF-8 as it is and writes everything else as an escape:
 *   \n \t              newline, tab
 *   \xHH               any other control byte, and every byte that is not
 *                      part of valid UTF-8 (a raw 0xff, a cut sequence)
 *   \uXXXX             a code point that is invisible or easily mistaken:
 *                      C1 controls, no-break and other odd spaces, zero-width
 *                      and direction marks, the byte order mark (U+FEFF)
 * A backslash itself is left as it is (it is visible).
 */
#ifndef STARBENCH_ESCAPE_H
#define STARBENCH_ESCAPE_H

#include <stddef.h>

/* Escapes the NUL-terminated text into out (at most outlen bytes with its
 * NUL; an escape that does not fit is dropped whole).  Returns out. */
char *escape_text(const char *text, char *out, size_t outlen);

/* The length of the UTF-8 sequence that starts at s (at most len bytes):
 * 1 to 4, or 0 when s does not start a valid one (for cutting text on a
 * character boundary). */
int escape_utf8_length(const unsigned char *s, size_t len, unsigned *code_point);

#endif
