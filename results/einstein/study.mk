# EinStein's study (this folder; doc/studies.md): matches of 4,000 games, deeper against shallower
# (scripts/game_matches.sh: einstein-matches.csv, einstein-match-games.csv), and the positions of
# data/einstein-positions.txt searched at horizons 1-5 (scripts/game_study.sh: einstein.csv,
# einstein-summary.csv, einstein.md, plots/13-einstein-savings.png).  make games runs it.
einstein-study: $(BUILD)/starbench
	sh scripts/game_matches.sh $(BUILD)/starbench $(RESULTS)/einstein einstein 4000 "horizon=2 vs horizon=1" \
	    "horizon=3 vs horizon=2" "horizon=4 vs horizon=3"
	STUDY_FOLDER=results/einstein sh scripts/game_study.sh $(BUILD)/starbench $(RESULTS)/einstein einstein \
	    data/einstein-positions.txt \
	    $(PLOTS)/13-einstein-savings.png distance:1,2,3,4,5
