/* gnubg.c - see gnubg.h. */
#include "gnubg.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* scripts/gnubg-player.py, one string a line (the build writes them). */
static const char *const PLAYER_SCRIPT[] = {
#include "gnubg_player.inc"
};

#define ANSWER_BYTES 512

struct bg_gnubg {
    pid_t pid;
    int fd;                   /* our end of the socket: requests out, answers in */
    char buf[ANSWER_BYTES];   /* what has come in, up to and past the next newline */
    size_t have;
};

/* 1. Finding and starting gnubg. */
static int executable(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

int bg_gnubg_find(char *path, size_t len, char *err, size_t errlen)
{
    const char *given = getenv("GNUBG");
    if (given && *given) {
        if (executable(given) && snprintf(path, len, "%s", given) < (int)len) return 0;
        snprintf(err, errlen, "GNUBG=%s: not an executable file", given);
        return -1;
    }
    const char *dirs = getenv("PATH");
    for (const char *d = dirs ? dirs : ""; *d;) {
        int n = (int)strcspn(d, ":");
        if (n > 0 && snprintf(path, len, "%.*s/gnubg", n, d) < (int)len && executable(path)) return 0;
        d += n + (d[n] == ':');
    }
    if (executable("/usr/games/gnubg") && snprintf(path, len, "/usr/games/gnubg") < (int)len) return 0;
    snprintf(err, errlen, "GNU Backgammon (gnubg) is not installed: install it with 'sh scripts/deps.sh gnubg' "
                          "(Debian's package gnubg), or set GNUBG to its path");
    return -1;
}

/* The player script into a new private file (mode 0600) named into path.
 * 0, or -1 with err. */
static int write_script(char *path, size_t len, char *err, size_t errlen)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, len, "%s/starbench-gnubg-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    int ok = f != NULL;
    for (size_t i = 0; ok && i < sizeof PLAYER_SCRIPT / sizeof PLAYER_SCRIPT[0]; i++)
        ok = fputs(PLAYER_SCRIPT[i], f) >= 0;
    if (f && fclose(f) != 0) ok = 0;
    if (!f && fd >= 0) close(fd);
    if (ok) return 0;
    snprintf(err, errlen, "gnubg: cannot write its script to %s: %s", path, strerror(errno));
    if (fd >= 0) unlink(path);
    return -1;
}

/* gnubg 1.07 makes ~/.gnubg and ~/.gnubg/backup as it starts and exits if
 * a mkdir fails, even because another gnubg made the folder a moment
 * before: players started at once where gnubg never ran lost one (seen in
 * 1 match in 6 at --threads 2).  So they are made here first, as gnubg
 * makes them (mode 0700); a failure is left for gnubg to report. */
static void make_gnubg_home(void)
{
    const char *home = getenv("HOME");
    char path[1024];
    if (!home || !*home || snprintf(path, sizeof path, "%s/.gnubg/backup", home) >= (int)sizeof path) return;
    char *last = strrchr(path, '/');
    *last = '\0';
    mkdir(path, 0700);
    *last = '/';
    mkdir(path, 0700);
}

/* The child: the socket as standard input and descriptor 3, gnubg's own
 * output to /dev/null, then gnubg.  Both are first moved above the
 * descriptors being set: another thread may have closed descriptor 3
 * just before the fork, and /dev/null opened there would then be replaced
 * by the socket and copied to standard output, so gnubg's banner came back
 * as its first answer (seen once in CI).  Only async-signal-safe calls (we
 * may have threads). */
static void run_child(int sock, const char *gnubg, const char *script)
{
    int socket_fd = fcntl(sock, F_DUPFD_CLOEXEC, 10);
    int null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    int high_null = null_fd < 0 ? -1 : fcntl(null_fd, F_DUPFD_CLOEXEC, 10);
    if (socket_fd < 0 || high_null < 0 || dup2(socket_fd, 0) < 0 || dup2(socket_fd, 3) < 0 || dup2(high_null, 1) < 0)
        _exit(127);
    execl(gnubg, gnubg, "-t", "-q", "-r", "-p", script, (char *)NULL);
    _exit(127);
}

/* 2. Lines over the socket. */
static int send_line(struct bg_gnubg *g, const char *line, char *err, size_t errlen)
{
    for (size_t sent = 0, len = strlen(line); sent < len;) {
        ssize_t n = send(g->fd, line + sent, len - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            snprintf(err, errlen, "gnubg stopped (a request could not be sent: %s)", strerror(errno));
            return -1;
        }
        sent += (size_t)n;
    }
    return 0;
}

/* The next answer line, without its newline, into line (ANSWER_BYTES). */
static int receive_line(struct bg_gnubg *g, char *line, char *err, size_t errlen)
{
    for (;;) {
        char *nl = memchr(g->buf, '\n', g->have);
        if (nl) {
            size_t n = (size_t)(nl - g->buf);
            memcpy(line, g->buf, n);
            line[n] = '\0';
            g->have -= n + 1;
            memmove(g->buf, nl + 1, g->have);
            return 0;
        }
        if (g->have == sizeof g->buf) {
            snprintf(err, errlen, "gnubg: an answer longer than %d bytes", ANSWER_BYTES - 1);
            return -1;
        }
        struct pollfd p = { g->fd, POLLIN, 0 };
        int ready = poll(&p, 1, BG_GNUBG_TIMEOUT_SECONDS * 1000);
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) {
            snprintf(err, errlen, "gnubg did not answer within %d seconds", BG_GNUBG_TIMEOUT_SECONDS);
            return -1;
        }
        ssize_t n = ready > 0 ? recv(g->fd, g->buf + g->have, sizeof g->buf - g->have, 0) : -1;
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            snprintf(err, errlen, "gnubg stopped (it crashed or was killed; its messages, if any, are above)");
            return -1;
        }
        g->have += (size_t)n;
    }
}

/* Sends request, reads the answer into line; an "error ..." answer is an
 * error.  0, or -1 with err. */
static int ask(struct bg_gnubg *g, const char *request, char *line, char *err, size_t errlen)
{
    if (send_line(g, request, err, errlen) != 0 || receive_line(g, line, err, errlen) != 0) return -1;
    if (strncmp(line, "error ", 6) != 0) return 0;
    snprintf(err, errlen, "gnubg: %s (asked: %.*s)", line + 6, (int)strcspn(request, "\n"), request);
    return -1;
}

struct bg_gnubg *bg_gnubg_open(char *err, size_t errlen)
{
    char gnubg[1024], script[1024], line[ANSWER_BYTES];
    int sv[2];
    if (bg_gnubg_find(gnubg, sizeof gnubg, err, errlen) != 0 || write_script(script, sizeof script, err, errlen) != 0)
        return NULL;
    struct bg_gnubg *g = calloc(1, sizeof *g);
    /* Both ends close on exec, so no other thread's gnubg holds them (ours
     * would then never see the other end close); dup2 in the child clears
     * the flag on the copies gnubg keeps. */
    if (!g || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        snprintf(err, errlen, "gnubg: cannot start it: %s", g ? strerror(errno) : "out of memory");
        free(g);
        unlink(script);
        return NULL;
    }
    make_gnubg_home();
    g->fd = sv[0];
    g->pid = fork();
    if (g->pid == 0) run_child(sv[1], gnubg, script);
    close(sv[1]);
    int started = g->pid > 0 && receive_line(g, line, err, errlen) == 0;
    unlink(script); /* read by now (or never will be) */
    if (started && strncmp(line, "ready", 5) == 0) return g;
    if (g->pid < 0) snprintf(err, errlen, "gnubg: cannot start it: %s", strerror(errno));
    else if (started) snprintf(err, errlen, "gnubg did not start its player: '%s'", line);
    else snprintf(err + strlen(err), errlen - strlen(err), " while starting %s", gnubg);
    bg_gnubg_close(g);
    return NULL;
}

void bg_gnubg_close(struct bg_gnubg *g)
{
    if (!g) return;
    close(g->fd); /* end of input: the player's loop ends and gnubg with it */
    if (g->pid > 0) {
        struct timespec pause = { 0, 10 * 1000 * 1000 };
        int waited = 0;
        while (waitpid(g->pid, NULL, WNOHANG) == 0 && waited++ < 500) nanosleep(&pause, NULL);
        if (waited > 500) {
            kill(g->pid, SIGKILL);
            waitpid(g->pid, NULL, 0);
        }
    }
    free(g);
}

/* 3. Moves. */
int bg_gnubg_move(struct bg_gnubg *g, const struct bg_board *b, int d1, int d2, int plies, struct bg_board *after,
                  char *text, char *err, size_t errlen)
{
    char id[BG_ID_LENGTH + 1], request[64], line[ANSWER_BYTES], after_id[BG_ID_LENGTH + 1];
    bg_position_id(b, id);
    snprintf(request, sizeof request, "move %s %d %d %d\n", id, d1, d2, plies);
    if (ask(g, request, line, err, errlen) != 0) return -1;
    int at = 0;
    if (sscanf(line, "move %14s %n", after_id, &at) != 1 || at == 0 || strlen(line + at) >= BG_MOVE_TEXT
        || bg_board_from_id(after_id, after) != 0) {
        snprintf(err, errlen, "gnubg: an answer not understood: '%s' (asked: move %s %d %d %d)", line, id, d1, d2, plies);
        return -1;
    }
    strcpy(text, line + at);
    return 0;
}

int bg_gnubg_check(struct bg_gnubg *g, const struct bg_board *b, int d1, int d2, const struct bg_board *after,
                   char *err, size_t errlen)
{
    char id[BG_ID_LENGTH + 1], after_id[BG_ID_LENGTH + 1], request[64], line[ANSWER_BYTES];
    bg_position_id(b, id);
    bg_position_id(after, after_id);
    snprintf(request, sizeof request, "check %s %d %d %s\n", id, d1, d2, after_id);
    if (ask(g, request, line, err, errlen) != 0) return -1;
    if (strcmp(line, "ok") == 0) return 0;
    snprintf(err, errlen, "gnubg refuses the move from %s with %d-%d to %s (%s)", id, d1, d2, after_id,
             strncmp(line, "refused ", 8) == 0 ? line : "an answer not understood");
    return -1;
}
