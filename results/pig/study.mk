# Pig's study (this folder; doc/studies.md): matches of 4,000 games, deeper against shallower and the
# exact evaluation against the race (scripts/game_matches.sh: pig-matches.csv, pig-match-games.csv), and
# the positions of data/pig-positions.txt searched at horizons 1-7 (scripts/game_study.sh: pig.csv,
# pig-summary.csv, pig.md, plots/12-pig-savings.png).  make games runs it.
pig-study: $(BUILD)/starbench
	sh scripts/game_matches.sh $(BUILD)/starbench $(RESULTS)/pig pig 4000 "horizon=2,eval=race vs horizon=1,eval=race" \
	    "horizon=3,eval=race vs horizon=2,eval=race" "horizon=4,eval=race vs horizon=3,eval=race" \
	    "horizon=5,eval=race vs horizon=4,eval=race" "horizon=3,eval=race vs horizon=1,eval=race" \
	    "horizon=5,eval=race vs horizon=1,eval=race" "horizon=1,eval=exact vs horizon=1,eval=race" \
	    "horizon=1,eval=exact vs horizon=5,eval=race" "horizon=2,eval=exact vs horizon=1,eval=exact"
	STUDY_FOLDER=results/pig sh scripts/game_study.sh $(BUILD)/starbench $(RESULTS)/pig pig data/pig-positions.txt \
	    $(PLOTS)/12-pig-savings.png \
	    race:1,2,3,4,5,6,7:exact exact:1,2,3:exact
