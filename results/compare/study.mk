# The comparison study (this folder; doc/studies.md): `starbench compare` on every game with its
# strongest evaluation, every engine judged by the game's referee at budgets about 3x apart
# (compare.sh: pig.csv, pig-time.csv, einstein.csv, einstein-time.csv, cantstop.csv, backgammon.csv,
# backgammon-net.csv), a plot a game (plots/16-compare-GAME.png) and compare.md (compare_report.py).
# About 40 minutes on two cores, half of it backgammon with net13-race; the time rows differ run to run.
COMPARE := results/compare

compare-study: $(BUILD)/starbench
	sh $(COMPARE)/compare.sh $(BUILD)/starbench $(RESULTS)/compare $(PLOTS)
	sh $(COMPARE)/plots.sh $(BUILD)/starbench $(RESULTS)/compare $(PLOTS)
	python3 $(COMPARE)/compare_report.py $(RESULTS)/compare >$(RESULTS)/compare/compare.md.tmp
	mv $(RESULTS)/compare/compare.md.tmp $(RESULTS)/compare/compare.md
