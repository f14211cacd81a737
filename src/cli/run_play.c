/* run_play.c - starbench play: matches between two engines of a game
 * (games/match.h), or the summary of their per-game rows (runs.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/clock.h"
#include "cli/console.h"
#include "trials/experiment.h"
#include "cli/engine_spec.h"
#include "games/match.h"
#include "games/match_report.h"
#include "games/positions.h"
#include "games/solo_report.h"
#include "cli/runs.h"

/* starbench play: the match's state while its games come in. */
struct play_run {
    const struct run_config *o;
    struct game_spec game;
    struct engine engines[2];
    struct game_position_list starts; /* --positions: the start positions; else none */
    struct match_names names;
    struct output *out;
    int solo;                   /* a one-player game: each engine's score (solo_report.h) */
    struct match_summary summary;
    struct solo_summary solo_summary;
    uint64_t done;
    int stopped;       /* a game failed: the games before it are kept, the exit status says so */
    int show_progress;
    double started;
};

/* Each game, in order: its row (--per-game) or into the summary; the
 * progress line; a reader that went away stops the match. */
static int play_sink(void *arg, const struct game_record *r)
{
    struct play_run *p = arg;
    const struct play_options *m = &p->o->match;
    if (m->per_game) {
        before_rows(p->out->file);
        if (p->solo) solo_game_row(p->out->file, &p->names, m->games, r);
        else match_game_row(p->out->file, &p->names, m->games, r, m->moves);
        if (flush_rows(p->out) != 0) return 1;
    }
    if (p->solo) solo_summary_add(&p->solo_summary, r);
    else match_summary_add(&p->summary, r);
    p->done++;
    if (p->show_progress && clock_seconds() - p->started >= PROGRESS_AFTER_SECONDS) {
        if (p->solo)
            progress_line("play: %llu of %llu games, A's mean score %.1f", (unsigned long long)p->done,
                          (unsigned long long)m->games,
                          p->solo_summary.score[0] / (double)(p->solo_summary.games[0] ? p->solo_summary.games[0] : 1));
        else
            progress_line("play: %llu of %llu games, A %+.3f points per game", (unsigned long long)p->done,
                          (unsigned long long)m->games, (double)p->summary.points / (double)p->summary.games);
    }
    return output_reader_gone(p->out);
}

/* write_output's writer: arg is the run's (mutable) play_run. */
static int write_play(struct output *out, const void *arg)
{
    struct play_run *p = (struct play_run *)arg;
    const struct play_options *m = &p->o->match;
    uint64_t first_pair = 0, pairs = m->games / 2;
    if (p->o->shards) experiment_shard_range(0, m->games / 2, p->o->shard, p->o->shards, &first_pair, &pairs);
    struct match_request match = { &p->game, { &p->engines[0], &p->engines[1] }, p->o->tree.seed, 2 * first_pair,
                                   2 * pairs, p->o->threads, m->moves, p->starts.count ? &p->starts : NULL, m->luck,
                                   p->o->cpu_time };
    char err[512];
    p->out = out;
    p->show_progress = !p->o->quiet && isatty(fileno(stderr));
    p->started = clock_seconds();
    if (m->per_game && p->solo) solo_game_header(p->out->file);
    else if (m->per_game) match_game_header(p->out->file, &p->names, m->moves);
    if (game_match_run(&match, play_sink, p, err, sizeof err) != 0) {
        if (!err[0]) return -1; /* the reader went away */
        clear_progress();
        if (p->done == 0) {
            message("play: %s", err);
            return -1;
        }
        message("play: %s; the match stopped: the %llu games before it are kept", err, (unsigned long long)p->done);
        p->stopped = 1;
    }
    if (!m->per_game && p->solo) {
        before_rows(p->out->file);
        solo_summary_header(p->out->file, p->o->cpu_time);
        solo_summary_row(p->out->file, &p->names, &p->solo_summary, p->o->cpu_time);
    } else if (!m->per_game) {
        before_rows(p->out->file);
        match_summary_header(p->out->file, &p->names, p->o->cpu_time);
        match_summary_row(p->out->file, &p->names, &p->summary, p->o->cpu_time);
    }
    clear_progress();
    return flush_rows(p->out);
}

/* play FILE...: the summary of a match's per-game rows (shards), all read
 * and checked before the output is opened. */
struct play_summary {
    struct match_summary summary;
    struct match_names names;
};

static int write_play_summary(struct output *out, const void *arg)
{
    const struct play_summary *ps = arg;
    match_summary_header(out->file, &ps->names, 0);
    match_summary_row(out->file, &ps->names, &ps->summary, 0);
    return flush_rows(out);
}

static int run_play_summary(const struct run_config *o)
{
    struct play_summary ps;
    char err[1024];
    if (match_summary_read(o->merge_files, o->merge_count, &ps.summary, &ps.names, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    int status = write_output("-o", o->output, write_play_summary, &ps);
    match_names_free(&ps.names);
    return status;
}

/* play: both engines checked before the output is opened. */
int run_play(const struct run_config *o)
{
    if (o->merge_count) return run_play_summary(o);
    static struct play_run p; /* the engines are large (a game each) */
    char err[1024];
    memset(&p, 0, sizeof p);
    p.o = o;
    /* --game, or the first registered game; moves recorded and start positions are a game's own match's. */
    p.game = o->game_spec;
    if (!o->game) game_parse(game_at(0)->name, &p.game, err, sizeof err); /* with its parameters' defaults */
    int status = EXIT_USAGE;
    p.solo = p.game.game->rules && p.game.game->rules->players == 1;
    const char *refused = p.game.game->match ? NULL
                          : o->positions    ? "--positions"
                          : o->match.moves  ? "--moves"
                          : o->match.luck   ? "--luck"
                                            : NULL;
    if (refused) {
        message("play: %s: not with --game %s (only a game with matches of its own records moves, reads "
                "start positions and rates luck)", refused, p.game.game->name);
        return EXIT_USAGE;
    }
    if (o->match.luck && !game_has_evaluator(p.game.game, o->match.luck)) {
        char names[512];
        game_evaluator_names(p.game.game, names, sizeof names);
        message("play: --luck: expected one of %s's evaluations (%s), got '%s'", p.game.game->name, names,
                o->match.luck);
        return EXIT_USAGE;
    }
    for (int e = 0; e < 2; e++)
        if (engine_from_spec(o->match.engines[e], &p.game, &p.engines[e], err, sizeof err) != 0) {
            message("play: --%c: %s", 'a' + e, err);
            goto done;
        }
    p.names = (struct match_names){ o->match.engines[0], o->match.engines[1], o->tree.seed, o->positions,
                                    o->match.luck, o->game ? o->game : p.game.game->name }; /* as --game named it */
    if (o->positions && game_positions_read(o->positions, &p.game, 1, &p.starts, err, sizeof err) != 0) {
        message("play: %s", err);
        goto done;
    }
    status = write_output("-o", o->output, write_play, &p);
    if (status == 0 && p.stopped) status = EXIT_RUNTIME;
done:
    game_positions_free(&p.starts);
    engine_free(&p.engines[0]);
    engine_free(&p.engines[1]);
    return status;
}
