/* console.c - see console.h. */
#include "cli/console.h"

#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/escape.h"

/* A progress line is on the terminal: a message must first clear it. */
static int progress_shown;

void clear_progress(void)
{
    if (progress_shown) fputs("\r\033[K", stderr);
    progress_shown = 0;
}

void before_rows(FILE *f)
{
    if (progress_shown && isatty(fileno(f))) clear_progress();
}

void message(const char *fmt, ...)
{
    char text[8192], shown[32768]; /* a legal-move list is long; escapes at most 4 bytes a byte */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    clear_progress();
    fprintf(stderr, "starbench: %s\n", escape_text(text, shown, sizeof shown));
}

void progress_line(const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\rstarbench: %s\033[K", text);
    progress_shown = 1;
}

void die_of_closed_pipe(void)
{
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
    exit(EXIT_RUNTIME);
}
