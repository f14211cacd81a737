# starbench - see README.md.  `make` builds ./starbench; `make test` runs every test suite (a sample where
# checking everything takes minutes), `make test-full` every suite whole.
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c11 -Wall -Wextra -Wpedantic -Werror
DEFS    := -D_POSIX_C_SOURCE=200809L
LDLIBS  := -lm -pthread -ldl
BUILD   ?= build
PREFIX  ?= /usr/local
DESTDIR ?=
RESULTS ?= results
PLOTS   ?= plots
BINDIR  := $(PREFIX)/bin
MANDIR  := $(PREFIX)/share/man/man1
INCLUDEDIR := $(PREFIX)/include
PKGCONFIGDIR := $(PREFIX)/share/pkgconfig
DATADIR := $(PREFIX)/share/starbench

LIB_SRC := src/cli/console.c src/cli/run_config.c src/cli/run_common.c src/cli/run_trials.c src/cli/run_tree.c src/cli/run_follow.c src/cli/run_game.c src/cli/run_play.c src/cli/run_compare.c src/cli/engine_spec.c src/cli/run_check_game.c src/cli/run_tools.c src/core/escape.c src/core/input.c src/core/stats.c src/core/pool.c src/core/tree.c src/sources/generator.c src/core/search.c src/core/mcts.c src/core/sampling.c src/core/analysis.c src/trials/experiment.c src/output/report.c src/cli/cli.c src/cli/run_check.c src/cli/options.c src/output/output.c src/sources/treefile.c src/output/merge.c src/output/trace.c src/output/dot.c src/core/horizon.c src/core/distinct.c src/output/csv.c src/output/pivot.c src/output/plot.c src/output/compare_rows.c src/games/backgammon/backgammon.c src/games/backgammon/bgeval.c src/games/backgammon/bgnet.c src/games/backgammon/bgpositional.c src/games/backgammon/bearoff.c src/games/backgammon/evaluators.c src/games/backgammon/bggame.c src/games/backgammon/notation.c src/games/backgammon/referee.c src/games/backgammon/gnubg.c src/games/engine.c src/games/match.c src/games/backgammon/match.c src/games/match_report.c src/games/solo_report.c src/games/backgammon/entry.c src/games/backgammon/bgrules.c src/games/pig/pig.c src/games/pig/pigsolve.c src/games/pig/entry.c src/games/einstein/einstein.c src/games/einstein/eingame.c src/games/einstein/entry.c src/games/cantstop/cantstop.c src/games/games.c src/games/game.c src/games/draw.c src/games/rules/state_table.c src/games/rules/rules_tree.c src/games/rules/rules_game.c src/games/rules/plugin.c src/games/rules/rules_check.c src/games/conformance.c src/games/positions.c src/games/verdicts.c src/core/parse.c src/core/cutfit.c src/core/datadir.c src/games/backgammon/netfile.c
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/%.o)
HEADERS := $(wildcard src/*/*.h src/games/*/*.h include/starbench/*.h)
TESTS   := test_search test_horizon test_evals test_ordering test_analysis test_treefile test_stats test_escape test_backgammon test_bearoff test_notation test_pig test_einstein test_games test_mcts test_sampling test_bgrules

.PHONY: all docs games depth play eval-compare compare-study compare-gauntlet compare-history compare-deepening compare-tests test test-full setup deps layering-tests unit-tests cli-tests manpage-tests install-tests plugins-tests paper-tests reproduce-tests tree-tests shard-tests examples-tests schema-tests fuzz \
        gnubg-tests $(TESTS:%=unit-%) \
        reproduce tournament tournament-time gnubg-study gnubg-move-times games-h4 play-cpc cantstop-study 2048-study backgammon backgammon-tests game-tests referee netfit netfit-data net2fit net2fit-data net3fit net4fit net4fit-data net5fit net6fit net7fit net8fit net9fit net10fit net13fit net14fit net11fit net11fit-data ensemble-pick bgfit bgfit-data cpc-fit cpc-fit-data asan bench install uninstall clean
all: starbench

# Where an installed binary finds its data (datadir.h: after $STARBENCH_DATA_DIR and beside the binary).
$(BUILD)/core/datadir.o: DEFS += -DSTARBENCH_DATADIR='"$(PREFIX)/share/starbench"'
# The layers' folders (src/core, src/sources, src/trials, src/output, src/cli; doc/architecture.md): headers named from src/.
$(BUILD)/%.o: src/%.c $(HEADERS) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude -pthread -c $< -o $@

# Each game's own folder (src/games/NAME/): its files include the search's headers from src/.
$(BUILD)/games/%.o: src/games/%.c $(HEADERS) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude -I$(BUILD) -pthread -c $< -o $@

# gnubg's player script, carried in the binary (src/games/backgammon/gnubg.c): one C string a line.
$(BUILD)/games/backgammon/gnubg.o: $(BUILD)/gnubg_player.inc
$(BUILD)/gnubg_player.inc: scripts/gnubg-player.py | $(BUILD)
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n",/' $< >$@.tmp
	mv $@.tmp $@

$(BUILD)/tests/%.o: tests/%.c $(HEADERS) tests/*.h | $(BUILD)/tests
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude -pthread -c $< -o $@

$(BUILD)/tools/%.o: tools/%.c $(HEADERS) | $(BUILD)/tools
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude -c $< -o $@

$(BUILD)/tools/%: $(BUILD)/tools/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD) $(BUILD)/tests $(BUILD)/tools:
	mkdir -p $@

$(BUILD)/starbench: $(BUILD)/cli/main.o $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(LDLIBS)

starbench: $(BUILD)/starbench
	cp $< $@

$(BUILD)/tests/%: $(BUILD)/tests/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(LDLIBS)

# What building, testing and reproducing use: installed when missing (as
# root, or through sudo -n), else one line says how (scripts/deps.sh).
deps:
	@sh scripts/deps.sh

setup:
	@sh scripts/deps.sh || echo "make: going on; what needs the missing tools will fail" >&2

# The suites: unit tests (library level), the command line, the games, the manual, the installation, the
# paper's tables and make reproduce, run TEST_JOBS at a time, each suite's output printed whole when it ends.
# make test runs each at its quick tier (a sample where checking everything takes minutes: every network on
# a sample of positions, make reproduce's cheap experiments and tables; each suite says what it samples);
# make test-full runs them whole (STARBENCH_TEST_FULL=1, tests/lib.sh's full: every training position, make
# reproduce again, every study's summaries). The longest suites come first, so two cores stay busy.
# The README's two commands leave ./starbench ready (the default build only: make asan's is not copied).
READY := $(if $(filter build,$(BUILD)),starbench)
TEST_JOBS ?= 2
TEST_SUITES := backgammon-tests gnubg-tests cli-tests game-tests examples-tests $(TESTS:%=unit-%) shard-tests tree-tests \
               reproduce-tests schema-tests paper-tests manpage-tests install-tests plugins-tests layering-tests \
               compare-tests
TEST_PROGRAMS := $(BUILD)/starbench $(TESTS:%=$(BUILD)/tests/%) $(BUILD)/tests/bg_moves_list $(BUILD)/tests/bg_game_tree \
                 $(BUILD)/tests/pig_table $(BUILD)/tests/ein_moves_list $(BUILD)/tools/bg_features $(BUILD)/tools/cpc_pairs \
                 $(BUILD)/tools/bg_search_check \
                 $(BUILD)/fuzz_replay $(BUILD)/fuzz_csv_replay
RUN_SUITES = $(MAKE) --no-print-directory -j$(TEST_JOBS) $(TEST_PROGRAMS) $(READY) && \
             $(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target $(TEST_SUITES)

test: setup
	@$(RUN_SUITES)
	@echo "all tests passed ($(BUILD); make test-full runs every suite whole)"

# (export: RUN_SUITES is two makes joined by &&, and the suites run in the second.)
test-full: setup
	@export STARBENCH_TEST_FULL=1 && $(RUN_SUITES)
	@echo "all tests passed, whole ($(BUILD))"

# The search core includes neither a game nor the command line, and no modules use each other in a circle
# (tests/layering.sh, from the #include lines and from nm on the library's objects).
layering-tests: $(LIB_OBJ) $(BUILD)/cli/main.o
	@sh tests/layering.sh src $(LIB_OBJ) $(BUILD)/cli/main.o

unit-tests: $(TESTS:%=unit-%)
$(TESTS:%=unit-%): unit-%: $(BUILD)/tests/%
	@echo "== $<"; $<

cli-tests: $(BUILD)/starbench
	@sh tests/cli/run.sh $(BUILD)/starbench

# One schema: generated, tree-file and backgammon rows share their columns' names and meaning;
# starbench pivot spreads any of them without losing a cell; starbench plot draws them.
schema-tests: $(BUILD)/starbench
	@sh tests/schema.sh $(BUILD)/starbench
	@sh tests/pivot.sh $(BUILD)/starbench
	@sh tests/plot.sh $(BUILD)/starbench

# Split runs (--shard over GNU parallel, --first-trial) merged, and --threads.
shard-tests: $(BUILD)/starbench
	@sh tests/shards.sh $(BUILD)/starbench

manpage-tests: $(BUILD)/starbench
	@sh tests/manpage.sh $(BUILD)/starbench
	@sh tests/option_row.sh

# The search's options in starbench.1 and doc/reference.md from the options table (src/cli/options.c): an option
# a document lacks gets an entry from its row, an entry naming no option goes (scripts/option_docs.py).
docs: $(BUILD)/starbench
	@python3 scripts/option_docs.py $(BUILD)/starbench --write

# Every starbench command of the fenced blocks of README.md and doc/*.md and the man page's EXAMPLES, as written.
examples-tests: $(BUILD)/starbench
	@sh tests/examples.sh $(BUILD)/starbench

install-tests: $(BUILD)/starbench
	@sh tests/install.sh $(BUILD)

# Games as plug-ins: examples/games/*.c built against the installed header, check-game's planted faults.
plugins-tests: $(BUILD)/starbench
	@sh tests/plugins.sh $(BUILD)

paper-tests: $(BUILD)/starbench
	@sh tests/paper_tables.sh $(BUILD)/starbench
	@sh tests/readings.sh $(BUILD)/starbench
	@sh tests/decisions.sh $(BUILD)/starbench

tree-tests: $(BUILD)/starbench $(BUILD)/fuzz_replay $(BUILD)/fuzz_csv_replay
	@sh tests/treefile.sh $(BUILD)/starbench
	@sh tests/trace.sh $(BUILD)/starbench
	@sh tests/dot.sh $(BUILD)/starbench
	@sh tests/file-orders.sh $(BUILD)/starbench
	@sh tests/tree-horizons.sh $(BUILD)/starbench
	@sh tests/count.sh $(BUILD)/starbench
	@$(BUILD)/fuzz_replay tests/fuzz/corpus/* $$(ls tests/fuzz/crashes/* 2>/dev/null)
	@$(BUILD)/fuzz_csv_replay tests/fuzz/csv-corpus/* $$(ls tests/fuzz/csv-crashes/* 2>/dev/null)

# The fuzz targets as programs that replay inputs (gcc, every warning).
$(BUILD)/fuzz_replay: tests/fuzz/fuzz_treefile.c tests/fuzz/fuzz.h $(LIB_OBJ) $(HEADERS) | $(BUILD)
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude tests/fuzz/fuzz_treefile.c $(LIB_OBJ) -o $@ $(LDLIBS)
$(BUILD)/fuzz_csv_replay: tests/fuzz/fuzz_csv.c tests/fuzz/fuzz.h $(LIB_OBJ) $(HEADERS) | $(BUILD)
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -Iinclude tests/fuzz/fuzz_csv.c $(LIB_OBJ) -o $@ $(LDLIBS)

# Fuzzes with libFuzzer (clang, installed when missing) for FUZZ_SECONDS
# each: the tree-file readers from tests/fuzz/corpus, then the CSV-like
# readers (--cut-fit, pivot's and plot's CSV) from tests/fuzz/csv-corpus.
# A crash is written to tests/fuzz/crashes/ or csv-crashes/, which make
# test replays: commit it with its fix.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS := -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -DFUZZ_LIBFUZZER -Isrc -Iinclude -I$(BUILD)
FUZZ_RUN := -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
fuzz: $(BUILD) $(BUILD)/gnubg_player.inc
	@sh scripts/deps.sh fuzz
	$${FUZZ_CC:-clang} $(DEFS) $(FUZZ_FLAGS) tests/fuzz/fuzz_treefile.c src/sources/treefile.c src/core/escape.c src/core/input.c \
	    src/core/search.c src/core/tree.c -o $(BUILD)/fuzz_treefile
	$${FUZZ_CC:-clang} $(DEFS) $(FUZZ_FLAGS) tests/fuzz/fuzz_csv.c $(LIB_SRC) -o $(BUILD)/fuzz_csv -lm -pthread
	mkdir -p $(BUILD)/fuzz-corpus $(BUILD)/fuzz-csv-corpus tests/fuzz/csv-crashes
	$(BUILD)/fuzz_treefile $(FUZZ_RUN) -dict=tests/fuzz/treefile.dict -artifact_prefix=tests/fuzz/crashes/ \
	    $(BUILD)/fuzz-corpus tests/fuzz/corpus
	$(BUILD)/fuzz_csv $(FUZZ_RUN) -dict=tests/fuzz/csv.dict -artifact_prefix=tests/fuzz/csv-crashes/ \
	    $(BUILD)/fuzz-csv-corpus tests/fuzz/csv-corpus

reproduce-tests: $(BUILD)/starbench
	@sh tests/reproduce.sh $(BUILD)/starbench

# Every experiment of the paper: results/ (CSV, REPORT.md; backgammon.md from the committed game CSVs) and plots/.
# Installs what it lacks first; if it cannot, it still writes the tables.
reproduce: setup $(BUILD)/starbench $(READY)
	sh scripts/reproduce.sh $(BUILD)/starbench $(RESULTS) $(PLOTS)

# The studies beyond the paper: a folder each under results/ with its Makefile fragment (study.mk: its
# targets), its scripts, rows and report (doc/studies.md; results/REPORT.md indexes them).
include $(sort $(wildcard results/*/study.mk))

# make games: backgammon searched natively (results/backgammon/study.mk's backgammon-native), then Pig's
# and EinStein's studies (each folder's study.mk).
games: backgammon-native pig-study einstein-study

# The committed backgammon trees and the exporter's move generator, native search, budgets, the referee and
# matches (no gnubg needed; gnubg-tests below has the networks and the matches against gnubg).
backgammon-tests: $(BUILD)/starbench $(BUILD)/tests/bg_moves_list $(BUILD)/tests/bg_game_tree $(BUILD)/tools/bg_features \
                  $(BUILD)/tools/cpc_pairs
	@sh tests/backgammon.sh $(BUILD)/starbench
	@sh tests/games.sh $(BUILD)/starbench
	@sh tests/budget.sh $(BUILD)/starbench
	@sh tests/positions.sh $(BUILD)/starbench
	@sh tests/referee.sh $(BUILD)/starbench
	@sh tests/play.sh $(BUILD)/starbench

# The networks (tests/net.sh) and the matches against gnubg (tests/gnubg.sh; skipped where gnubg is not installed,
# unless STARBENCH_REQUIRE_GNUBG=1): a suite of their own, so that make test runs it beside backgammon-tests.
gnubg-tests: $(BUILD)/starbench $(BUILD)/tools/bg_features $(BUILD)/tools/bg_search_check
	@sh tests/net.sh $(BUILD)/starbench
	@sh tests/gnubg.sh $(BUILD)/starbench

# Games beside backgammon (src/games/): Pig (a second solver) and EinStein (a second move generator).
game-tests: $(BUILD)/starbench $(BUILD)/tests/pig_table $(BUILD)/tests/ein_moves_list
	@sh tests/pig.sh $(BUILD)/starbench $(BUILD)/tests/pig_table
	@sh tests/einstein.sh $(BUILD)/starbench $(BUILD)/tests/ein_moves_list
	@sh tests/cantstop.sh $(BUILD)/starbench
	@sh tests/hint.sh $(BUILD)/starbench
	@sh tests/game_play.sh $(BUILD)/starbench
	@sh tests/tournament.sh $(BUILD)/starbench

# starbench compare and the deep:H referee (tests/compare.sh).
compare-tests: $(BUILD)/starbench $(BUILD)/tests/ein_moves_list
	@sh tests/compare.sh $(BUILD)/starbench

# Every suite at make test's tier under AddressSanitizer and UndefinedBehaviorSanitizer (STARBENCH_SANITIZED:
# tests/net.sh evaluates a sample of positions, the checks of recorded figures are the default build's; limits the
# sanitizers refuse skipped).  The whole tier sanitized would take most of an hour here; CI runs it whole unsanitized.
asan:
	STARBENCH_SANITIZED=1 $(MAKE) test BUILD=build-asan CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -DSTARBENCH_NO_CLONES"

bench: $(BUILD)/starbench $(BUILD)/tools/game_bench
	@sh scripts/bench.sh $(BUILD)/starbench

# What starbench compare judges the built-in games on by default (games.c's registry): their positions, gnubg's verdicts.
JUDGED_DATA := data/referee-positions.txt data/referee.txt data/pig-positions.txt data/einstein-positions.txt \
               data/cantstop-positions.txt

# The binary and the manual page, under DESTDIR/PREFIX.
# The binary, its page, and what a game plug-in is built with: the public header starbench/game.h and a
# pkg-config file naming it (cc -shared -fPIC $(pkg-config --cflags starbench) mygame.c -o mygame.so); under
# DESTDIR, pkg-config finds the staged header with PKG_CONFIG_SYSROOT_DIR=$DESTDIR (tests/plugins.sh).
install: $(BUILD)/starbench
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(INCLUDEDIR)/starbench $(DESTDIR)$(PKGCONFIGDIR)
	install -m 755 $(BUILD)/starbench $(DESTDIR)$(BINDIR)/starbench
	install -m 644 starbench.1 $(DESTDIR)$(MANDIR)/starbench.1
	install -m 644 include/starbench/game.h $(DESTDIR)$(INCLUDEDIR)/starbench/game.h
	install -d $(DESTDIR)$(DATADIR)/networks
	install -m 644 data/networks/*.txt $(DESTDIR)$(DATADIR)/networks/
	install -m 644 $(JUDGED_DATA) $(DESTDIR)$(DATADIR)/
	printf 'prefix=%s\nincludedir=$${prefix}/include\n\nName: starbench\nDescription: %s\nVersion: %s\nCflags: -I$${includedir}\n' \
	    '$(PREFIX)' 'game plug-ins for starbench (starbench/game.h)' \
	    "$$(sed -n 's/^#define STARBENCH_VERSION "\(.*\)"/\1/p' src/cli/run_config.h)" >$(DESTDIR)$(PKGCONFIGDIR)/starbench.pc

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/starbench $(DESTDIR)$(MANDIR)/starbench.1 $(DESTDIR)$(INCLUDEDIR)/starbench/game.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/starbench.pc
	rm -f $(DESTDIR)$(DATADIR)/networks/*.txt $(JUDGED_DATA:data/%=$(DESTDIR)$(DATADIR)/%)
	-rmdir $(DESTDIR)$(INCLUDEDIR)/starbench $(DESTDIR)$(DATADIR)/networks $(DESTDIR)$(DATADIR) 2>/dev/null

clean:
	rm -rf build build-asan starbench
