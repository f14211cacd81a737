/* console.h - what a run says on the terminal: one-line messages on
 * stderr, the progress line, leaving quietly when the reader of a pipe has
 * gone.  The only code that prints messages (main.c's runs call it).
 *
 * A progress line ("\rstarbench: ...") stays on the terminal until the
 * next message, progress line or row clears it; that it is there is the
 * one piece of state, kept in console.c (the terminal is the process's). */
#ifndef STARBENCH_CONSOLE_H
#define STARBENCH_CONSOLE_H

#include <stdio.h>

enum { EXIT_RUNTIME = 1, EXIT_USAGE = 2 };

#define PROGRESS_AFTER_SECONDS 2.0 /* a run shows progress once it has taken this long */

/* One line on stderr, "starbench: " and the text, whatever the text quotes:
 * control characters, bytes that are not UTF-8 and invisible characters
 * are written as escapes (escape.h).  Clears the progress line first. */
void message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The progress line, drawn again in place: "\rstarbench: " and the text. */
void progress_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

void clear_progress(void);

/* Rows are about to go to f: if f is the terminal the progress line is
 * on, the line is cleared first, so that no row starts behind it. */
void before_rows(FILE *f);

/* The reader of a pipe went away (`starbench ... | head`): leave quietly,
 * as Unix filters do, by the signal a write would have raised. */
_Noreturn void die_of_closed_pipe(void);

#endif
