/* output.c - see output.h. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "output/output.h"

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

static int fail(const struct output *o, char *err, size_t errlen, const char *why)
{
    snprintf(err, errlen, "%s: cannot write '%s': %s", o->option, o->name, why);
    return -1;
}

/* OUTPUT_COPY: an unnamed temporary file now, the target opened at commit.
 * The target is opened once here so that an unwritable one fails at once. */
static int open_copy(struct output *o, char *err, size_t errlen)
{
    int fd = open(o->target, O_WRONLY);
    if (fd < 0) return fail(o, err, errlen, strerror(errno));
    close(fd);
    o->kind = OUTPUT_COPY;
    o->file = tmpfile();
    if (!o->file) return fail(o, err, errlen, "no temporary file for the results");
    return 0;
}

/* --- where a path leads ------------------------------------------------------ */

struct destination {
    char *final;  /* the end of the link chain: the first element that is no link, or a dangling link's target */
    int special;  /* an element of the chain lies under /dev or /proc */
    int own_fd;   /* the chain reached /proc/PID/fd/N of this process: N; else -1 */
};

static int under(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    return strncmp(path, dir, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

/* path with its directory made canonical (realpath) and its last name kept
 * as it is, so that the name itself, if a link, is not yet followed; NULL
 * when the directory does not exist (or no memory). */
static char *canonical_place(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
    char *real = dir ? realpath(dir, NULL) : NULL;
    free(dir);
    if (!real) return NULL;
    size_t len = strlen(real);
    char *out = malloc(len + strlen(base) + 2);
    if (out) sprintf(out, "%s%s%s", real, real[len - 1] == '/' ? "" : "/", base);
    free(real);
    return out;
}

/* The digits at *p (at most 9), moving *p past them; -1 when there are none. */
static long digits_at(const char **p)
{
    long v = 0;
    int n = 0;
    for (; **p >= '0' && **p <= '9' && n < 9; (*p)++, n++) v = v * 10 + (**p - '0');
    return n ? v : -1;
}

/* N, when path is /proc/PID/fd/N or /proc/PID/task/TID/fd/N of this
 * process (what /proc/self/fd/N and /proc/thread-self/fd/N lead to) and N
 * is open; else -1. */
static int own_descriptor(const char *path)
{
    const char *p = path;
    if (strncmp(p, "/proc/", 6) != 0) return -1;
    p += 6;
    if (digits_at(&p) != (long)getpid()) return -1;
    if (strncmp(p, "/task/", 6) == 0) {
        p += 6;
        if (digits_at(&p) < 0) return -1;
    }
    if (strncmp(p, "/fd/", 4) != 0) return -1;
    p += 4;
    long fd = digits_at(&p);
    if (fd < 0 || *p != '\0') return -1;
    return fcntl((int)fd, F_GETFL) == -1 ? -1 : (int)fd;
}

/* Follows path's chain of symbolic links one link at a time, each element
 * made canonical first, so that neither a chain (l2 -> l1 -> /proc/self/fd/1)
 * nor a detour (/./proc/self/fd/1) hides /dev or /proc.  A link into
 * /proc/PID/fd is not followed further when it is one of this process's
 * own descriptors: writing there means writing to that descriptor.
 * Returns 0, or -1 with errno set. */
static int follow_links(const char *path, struct destination *d)
{
    char *cur = strdup(path);
    d->final = NULL;
    d->special = 0;
    d->own_fd = -1;
    for (int hops = 0; cur; hops++) {
        if (hops == 40) { /* as the kernel's own limit on a chain of links */
            free(cur);
            errno = ELOOP;
            return -1;
        }
        char *place = canonical_place(cur);
        if (!place) break; /* a missing directory: said when the file is made */
        free(cur);
        cur = place;
        d->special |= under(cur, "/dev") || under(cur, "/proc");
        struct stat st;
        if ((d->own_fd = own_descriptor(cur)) >= 0 || lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode)) break;
        char target[4096];
        ssize_t len = readlink(cur, target, sizeof target - 1);
        if (len < 0) break;
        target[len] = '\0';
        char *next = malloc(strlen(cur) + (size_t)len + 2);
        if (next && target[0] == '/') strcpy(next, target);
        else if (next) sprintf(next, "%.*s/%s", (int)(strrchr(cur, '/') - cur), cur, target);
        free(cur);
        cur = next;
    }
    if (!cur) {
        errno = ENOMEM;
        return -1;
    }
    d->final = cur;
    return 0;
}

/* --- opening ---------------------------------------------------------------- */

/* OUTPUT_STREAM onto one of this process's descriptors: written at its
 * offset, shared with whoever else writes it, as `>&N` would. */
static int open_descriptor(struct output *o, int fd, char *err, size_t errlen)
{
    int flags = fcntl(fd, F_GETFL);
    if ((flags & O_ACCMODE) == O_RDONLY) return fail(o, err, errlen, "it is a descriptor open for reading only");
    int copy = dup(fd);
    o->kind = OUTPUT_STREAM;
    o->file = copy < 0 ? NULL : fdopen(copy, "w");
    if (!o->file) {
        int why = errno;
        if (copy >= 0) close(copy);
        return fail(o, err, errlen, strerror(why));
    }
    return 0;
}

/* OUTPUT_STREAM onto a device, FIFO or socket, or anything reached through
 * /dev or /proc: opened and written directly, never truncated nor
 * replaced; a regular file there is written at its end, as `>>` would. */
static int open_direct(struct output *o, const char *path, int special, char *err, size_t errlen)
{
    int flags = O_WRONLY | O_NOCTTY | (special ? O_CREAT | O_APPEND : 0);
    int fd = open(path, flags, 0666);
    o->kind = OUTPUT_STREAM;
    o->file = fd < 0 ? NULL : fdopen(fd, special ? "a" : "w");
    if (!o->file) {
        int why = errno;
        if (fd >= 0) close(fd);
        return fail(o, err, errlen, strerror(why));
    }
    return 0;
}

int output_open(struct output *o, const char *option, const char *path, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->option = option;
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
    if (len > 0 && path[len - 1] == '/') return fail(o, err, errlen, "a name ending in '/' is a directory");
    struct destination d;
    if (follow_links(path, &d) != 0) return fail(o, err, errlen, strerror(errno));
    o->target = d.final;
    if (d.own_fd >= 0) return open_descriptor(o, d.own_fd, err, errlen);
    struct stat st;
    int is_regular = stat(o->target, &st) == 0 && S_ISREG(st.st_mode);
    if (d.special || (stat(o->target, &st) == 0 && !is_regular && !S_ISDIR(st.st_mode)))
        return open_direct(o, o->target, d.special, err, errlen);
    int exists = stat(o->target, &st) == 0;
    if (!exists && errno != ENOENT) return fail(o, err, errlen, strerror(errno));
    if (exists && S_ISDIR(st.st_mode)) return fail(o, err, errlen, "it is a directory");
    /* Root may write anything, so a file with no write bit counts as read-only too. */
    if (exists && ((st.st_mode & 0222) == 0 || access(o->target, W_OK) != 0))
        return fail(o, err, errlen, "the file is read-only");
    if (exists && st.st_nlink > 1) return open_copy(o, err, errlen);

    /* A temporary name beside the target, as short as can be, so that it
     * fits wherever the target's name does. */
    const char *slash = strrchr(o->target, '/');
    size_t dir_len = slash ? (size_t)(slash - o->target) + 1 : 0;
    static const char TEMPLATE[] = ".starbench-XXXXXX";
    if (dir_len + sizeof TEMPLATE > sizeof pending_temp) return fail(o, err, errlen, "the path is too long");
    o->temp = malloc(dir_len + sizeof TEMPLATE);
    if (!o->temp) return fail(o, err, errlen, "out of memory");
    memcpy(o->temp, o->target, dir_len);
    memcpy(o->temp + dir_len, TEMPLATE, sizeof TEMPLATE);
    int fd = mkstemp(o->temp);
    if (fd < 0) {
        int why = errno;
        free(o->temp);
        o->temp = NULL;
        /* A writable file in a directory that takes no new file: in place. */
        if (exists && (why == EACCES || why == EROFS || why == EPERM)) return open_copy(o, err, errlen);
        return fail(o, err, errlen, why == ENOENT ? "its directory does not exist" : strerror(why));
    }
    /* A file owned by another user or group keeps its owner: the new file
     * is given it, and where that is not allowed (only root may give a file
     * away) the results are copied into the file in place instead. */
    if (exists && (st.st_uid != geteuid() || st.st_gid != getegid()) && fchown(fd, st.st_uid, st.st_gid) != 0) {
        close(fd);
        unlink(o->temp);
        free(o->temp);
        o->temp = NULL;
        return open_copy(o, err, errlen);
    }
    watch_signals(o->temp);
    mode_t mask = umask(0);
    umask(mask);
    o->mode = exists ? (unsigned)(st.st_mode & 07777) : (unsigned)(0666 & ~mask);
    o->kind = OUTPUT_RENAME;
    /* mkstemp makes the file private; the result gets the file's own mode. */
    if (fchmod(fd, (mode_t)o->mode) != 0 || !(o->file = fdopen(fd, "w"))) {
        int why = errno;
        close(fd);
        unlink(o->temp);
        unwatch_signals();
        return fail(o, err, errlen, strerror(why));
    }
    return 0;
}

/* Where path (NULL: standard output) leads: one of this process's
 * descriptors (*fd), else a path (*final, to free); with *st and 1 when
 * that exists.  -1 when the links cannot be followed. */
static int resolve(const char *path, int *fd, char **final, struct stat *st)
{
    struct destination d = { NULL, 0, path ? -1 : STDOUT_FILENO };
    if (path && follow_links(path, &d) != 0) return -1;
    *fd = d.own_fd;
    *final = d.final;
    return *fd >= 0 ? fstat(*fd, st) == 0 : stat(*final, st) == 0;
}

int output_same_destination(const char *a, const char *b)
{
    int fd_a, fd_b;
    char *final_a = NULL, *final_b = NULL;
    struct stat st_a, st_b;
    int exists_a = resolve(a, &fd_a, &final_a, &st_a), exists_b = resolve(b, &fd_b, &final_b, &st_b);
    /* A terminal or /dev/null takes both streams without losing either. */
    int same = exists_a == 1 && exists_b == 1 ? st_a.st_dev == st_b.st_dev && st_a.st_ino == st_b.st_ino
                                                    && !S_ISCHR(st_a.st_mode)
               : final_a && final_b ? strcmp(final_a, final_b) == 0
               : fd_a >= 0 && fd_a == fd_b;
    free(final_a);
    free(final_b);
    return same;
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
        fail(o, err, errlen, strerror(errno));
        output_discard(o);
        return -1;
    }
    switch (o->kind) {
    case OUTPUT_STREAM:
        if (o->file != stdout && fclose(o->file) != 0) status = fail(o, err, errlen, strerror(errno));
        break;
    case OUTPUT_RENAME:
        if (fsync(fileno(o->file)) != 0 || fclose(o->file) != 0 || rename(o->temp, o->target) != 0) {
            status = fail(o, err, errlen, strerror(errno));
            unlink(o->temp);
        }
        unwatch_signals();
        break;
    case OUTPUT_COPY:
        if (copy_into_target(o) != 0)
            status = fail(o, err, errlen, "copying the results into it failed; it may be incomplete");
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
