/* output.c - see output.h. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporary file a signal must remove.  A fixed buffer and a flag,
 * because a handler may only call async-signal-safe functions (unlink,
 * signal, raise). */
static char pending_temp[4096];
static volatile sig_atomic_t have_pending_temp;
static const int CAUGHT_SIGNALS[] = { SIGINT, SIGTERM, SIGHUP };

static void remove_temp_and_die(int sig)
{
    if (have_pending_temp) unlink(pending_temp);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void watch_signals(const char *temp)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = remove_temp_and_die;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof CAUGHT_SIGNALS / sizeof CAUGHT_SIGNALS[0]; i++)
        sigaddset(&sa.sa_mask, CAUGHT_SIGNALS[i]);
    strcpy(pending_temp, temp); /* the caller checked its length */
    have_pending_temp = 1;
    /* A signal ignored at start (nohup, a shell's background job) stays ignored. */
    for (size_t i = 0; i < sizeof CAUGHT_SIGNALS / sizeof CAUGHT_SIGNALS[0]; i++) {
        struct sigaction old;
        if (sigaction(CAUGHT_SIGNALS[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(CAUGHT_SIGNALS[i], &sa, NULL);
    }
}

static void unwatch_signals(void)
{
    have_pending_temp = 0;
}

static int fail(char *err, size_t errlen, const char *name, const char *why)
{
    snprintf(err, errlen, "-o: cannot write '%s': %s", name, why);
    return -1;
}

/* OUTPUT_COPY: an unnamed temporary file now, the target opened at commit.
 * The target is opened once here so that an unwritable one fails at once. */
static int open_copy(struct output *o, char *err, size_t errlen)
{
    int fd = open(o->target, O_WRONLY);
    if (fd < 0) return fail(err, errlen, o->name, strerror(errno));
    close(fd);
    o->kind = OUTPUT_COPY;
    o->file = tmpfile();
    if (!o->file) return fail(err, errlen, o->name, "no temporary file for the results");
    return 0;
}

int output_open(struct output *o, const char *path, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    if (!path) {
        o->name = "standard output";
        o->kind = OUTPUT_STREAM;
        o->file = stdout;
        if (fcntl(STDOUT_FILENO, F_GETFL) == -1) {
            snprintf(err, errlen, "standard output is closed: nothing could be written");
            return -1;
        }
        return 0;
    }
    o->name = path;
    size_t len = strlen(path);
    if (len > 0 && path[len - 1] == '/') return fail(err, errlen, path, "a name ending in '/' is a directory");
    struct stat st;
    char link[64];
    ssize_t link_len = readlink(path, link, sizeof link - 1);
    link[link_len > 0 ? link_len : 0] = '\0';
    int special_name = strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0
                       || strncmp(link, "/dev/", 5) == 0 || strncmp(link, "/proc/", 6) == 0;
    if (special_name || (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))) {
        /* A device, FIFO or socket, or a link to one, and any name under or
         * link into /dev or /proc (/dev/stdout is a regular file when stdout
         * is redirected to one, and replacing that would lose the output):
         * written directly through the name given, never replaced. */
        o->kind = OUTPUT_STREAM;
        o->file = fopen(path, "w");
        return o->file ? 0 : fail(err, errlen, path, strerror(errno));
    }
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        o->target = realpath(path, NULL);
        if (!o->target) return fail(err, errlen, path, "it is a symbolic link that leads nowhere");
    } else {
        o->target = strdup(path);
        if (!o->target) return fail(err, errlen, path, "out of memory");
    }
    int exists = stat(o->target, &st) == 0;
    if (!exists && errno != ENOENT) return fail(err, errlen, path, strerror(errno));
    if (exists && S_ISDIR(st.st_mode)) return fail(err, errlen, path, "it is a directory");
    /* Root may write anything, so a file with no write bit counts as read-only too. */
    if (exists && ((st.st_mode & 0222) == 0 || access(o->target, W_OK) != 0))
        return fail(err, errlen, path, "the file is read-only");
    if (exists && st.st_nlink > 1) return open_copy(o, err, errlen);

    /* A temporary name beside the target, as short as can be, so that it
     * fits wherever the target's name does. */
    const char *slash = strrchr(o->target, '/');
    size_t dir_len = slash ? (size_t)(slash - o->target) + 1 : 0;
    static const char TEMPLATE[] = ".starbench-XXXXXX";
    if (dir_len + sizeof TEMPLATE > sizeof pending_temp) return fail(err, errlen, path, "the path is too long");
    o->temp = malloc(dir_len + sizeof TEMPLATE);
    if (!o->temp) return fail(err, errlen, path, "out of memory");
    memcpy(o->temp, o->target, dir_len);
    memcpy(o->temp + dir_len, TEMPLATE, sizeof TEMPLATE);
    int fd = mkstemp(o->temp);
    if (fd < 0) {
        int why = errno;
        free(o->temp);
        o->temp = NULL;
        /* A writable file in a directory that takes no new file: in place. */
        if (exists && (why == EACCES || why == EROFS || why == EPERM)) return open_copy(o, err, errlen);
        return fail(err, errlen, path, why == ENOENT ? "its directory does not exist" : strerror(why));
    }
    watch_signals(o->temp);
    mode_t mask = umask(0);
    umask(mask);
    o->keep_mode = exists;
    o->mode = exists ? (unsigned)(st.st_mode & 07777) : (unsigned)(0666 & ~mask);
    o->kind = OUTPUT_RENAME;
    /* mkstemp makes the file private; the result gets the file's own mode. */
    if (fchmod(fd, (mode_t)o->mode) != 0 || !(o->file = fdopen(fd, "w"))) {
        int why = errno;
        close(fd);
        unlink(o->temp);
        unwatch_signals();
        return fail(err, errlen, path, strerror(why));
    }
    return 0;
}

int output_reader_gone(const struct output *o)
{
    if (o->kind != OUTPUT_STREAM) return 0;
    struct pollfd p = { fileno(o->file), 0, 0 };
    return poll(&p, 1, 0) > 0 && (p.revents & (POLLERR | POLLHUP)) != 0;
}

static void release(struct output *o)
{
    free(o->target);
    free(o->temp);
    o->target = o->temp = NULL;
}

/* Copies the temporary file into the target, truncating it (OUTPUT_COPY). */
static int copy_into_target(struct output *o)
{
    int fd = open(o->target, O_WRONLY | O_TRUNC);
    if (fd < 0) return -1;
    char buf[1 << 16];
    size_t got;
    int failed = 0;
    rewind(o->file);
    while (!failed && (got = fread(buf, 1, sizeof buf, o->file)) > 0)
        for (size_t done = 0; !failed && done < got;) {
            ssize_t n = write(fd, buf + done, got - done);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) failed = 1;
            else done += (size_t)n;
        }
    failed |= ferror(o->file) != 0;
    failed |= fsync(fd) != 0;
    failed |= close(fd) != 0;
    return failed ? -1 : 0;
}

int output_commit(struct output *o, char *err, size_t errlen)
{
    int status = 0;
    if (fflush(o->file) != 0 || ferror(o->file)) {
        fail(err, errlen, o->name, strerror(errno));
        output_discard(o);
        return -1;
    }
    switch (o->kind) {
    case OUTPUT_STREAM:
        if (o->file != stdout && fclose(o->file) != 0) status = fail(err, errlen, o->name, strerror(errno));
        break;
    case OUTPUT_RENAME:
        if (fsync(fileno(o->file)) != 0 || fclose(o->file) != 0 || rename(o->temp, o->target) != 0) {
            status = fail(err, errlen, o->name, strerror(errno));
            unlink(o->temp);
        }
        unwatch_signals();
        break;
    case OUTPUT_COPY:
        if (copy_into_target(o) != 0)
            status = fail(err, errlen, o->name, "copying the results into it failed; it may be incomplete");
        fclose(o->file);
        break;
    }
    release(o);
    return status;
}

void output_discard(struct output *o)
{
    if (o->file && o->file != stdout) fclose(o->file);
    if (o->kind == OUTPUT_RENAME && o->temp) {
        unlink(o->temp);
        unwatch_signals();
    }
    o->file = NULL;
    release(o);
}
