# starbench - see README.md.  `make` builds ./starbench; `make test` runs every test.
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c11 -Wall -Wextra -Wpedantic -Werror
DEFS    := -D_POSIX_C_SOURCE=200809L
LDLIBS  := -lm -pthread
BUILD   ?= build

LIB_SRC := src/tree.c src/generator.c src/search.c src/analysis.c src/experiment.c src/report.c src/cli.c src/output.c
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/%.o)
TESTS   := test_search test_analysis

.PHONY: all test unit-tests cli-tests paper-tests reproduce-tests reproduce asan bench clean
all: starbench

$(BUILD)/%.o: src/%.c src/*.h | $(BUILD)
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -pthread -c $< -o $@

$(BUILD)/tests/%.o: tests/%.c src/*.h tests/*.h | $(BUILD)/tests
	$(CC) $(WARN) $(DEFS) $(CFLAGS) -Isrc -pthread -c $< -o $@

$(BUILD) $(BUILD)/tests:
	mkdir -p $@

$(BUILD)/starbench: $(BUILD)/main.o $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(LDLIBS)

starbench: $(BUILD)/starbench
	cp $< $@

$(BUILD)/tests/%: $(BUILD)/tests/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(LDLIBS)

# Unit tests (library level), then the command line, then the paper's tables.
test: unit-tests cli-tests paper-tests reproduce-tests
	@echo "all tests passed ($(BUILD))"

unit-tests: $(TESTS:%=$(BUILD)/tests/%)
	@for t in $^; do echo "== $$t"; $$t || exit 1; done

cli-tests: $(BUILD)/starbench
	@sh tests/cli/run.sh $(BUILD)/starbench

paper-tests: $(BUILD)/starbench
	@sh tests/paper_tables.sh $(BUILD)/starbench

reproduce-tests: $(BUILD)/starbench
	@sh tests/reproduce.sh $(BUILD)/starbench

# Every experiment of the paper: results/ (CSV, REPORT.md) and plots/.
reproduce: starbench
	sh scripts/reproduce.sh ./starbench results plots

# The same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
asan:
	STARBENCH_SANITIZED=1 $(MAKE) test BUILD=build-asan CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

bench: $(BUILD)/starbench
	@sh scripts/bench.sh $(BUILD)/starbench

clean:
	rm -rf build build-asan starbench
