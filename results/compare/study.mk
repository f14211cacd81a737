# The comparison study (this folder; doc/studies.md): its positions (positions.sh: the backgammon 200,
# the tuning sets), the sampling searches' constants swept per game on the tuning sets (sweep.sh:
# sweep-GAME.csv), then `starbench compare` on every game with its strongest evaluation, every engine
# judged by the game's referee at budgets about 3x apart (compare.sh: pig.csv, pig-time.csv,
# einstein.csv, einstein-time.csv, cantstop.csv, backgammon.csv, backgammon-net.csv), a plot a game
# (plots/16-compare-GAME.png) and compare.md (compare_report.py): about 45 minutes on two cores (the
# sweeps 7, backgammon with net13-race some 20); the time rows differ run to run.
# compare-gauntlet: each rival against Star2 in duplicate games at one budget a game (gauntlet.sh: Pig,
# EinStein, Can't Stop, some 25 minutes beside other runs; GAMES=backgammon for backgammon's, 43 minutes
# niced beside other runs), read by compare.md.
# compare-history: the history heuristic's orders against the evaluation's (history.sh: an exact search's
# cost to a fixed horizon, history.csv; the orders at equal evaluations, history-GAME.csv), read by
# compare.md: about 8 minutes on two cores (measured beside other runs).
# compare-deepening: partial deepening against predicted (deepening.sh: deepening-GAME.csv), read by
# compare.md: about 15 minutes on two cores.
COMPARE := results/compare

compare-study: $(BUILD)/starbench $(BUILD)/tests/ein_moves_list
	sh $(COMPARE)/positions.sh $(RESULTS)/compare $(BUILD)
	sh $(COMPARE)/sweep.sh $(BUILD)/starbench $(RESULTS)/compare
	sh $(COMPARE)/compare.sh $(BUILD)/starbench $(RESULTS)/compare
	sh $(COMPARE)/plots.sh $(BUILD)/starbench $(RESULTS)/compare $(PLOTS)
	python3 $(COMPARE)/compare_report.py $(RESULTS)/compare >$(RESULTS)/compare/compare.md.tmp
	mv $(RESULTS)/compare/compare.md.tmp $(RESULTS)/compare/compare.md

compare-gauntlet: $(BUILD)/starbench
	sh $(COMPARE)/gauntlet.sh $(BUILD)/starbench $(RESULTS)/compare $(GAMES)
	python3 $(COMPARE)/compare_report.py $(RESULTS)/compare >$(RESULTS)/compare/compare.md.tmp
	mv $(RESULTS)/compare/compare.md.tmp $(RESULTS)/compare/compare.md

compare-history: $(BUILD)/starbench
	sh $(COMPARE)/history.sh $(BUILD)/starbench $(RESULTS)/compare
	python3 $(COMPARE)/compare_report.py $(RESULTS)/compare >$(RESULTS)/compare/compare.md.tmp
	mv $(RESULTS)/compare/compare.md.tmp $(RESULTS)/compare/compare.md

compare-deepening: $(BUILD)/starbench
	sh $(COMPARE)/deepening.sh $(BUILD)/starbench $(RESULTS)/compare
	python3 $(COMPARE)/compare_report.py $(RESULTS)/compare >$(RESULTS)/compare/compare.md.tmp
	mv $(RESULTS)/compare/compare.md.tmp $(RESULTS)/compare/compare.md
