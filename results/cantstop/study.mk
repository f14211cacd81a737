# Can't Stop's study (this folder; doc/studies.md): matches of 1,000 games (horizon 1 against random
# moves, horizon 2 against 1; horizon 3 costs some 300,000 evaluations a move, too many for a match here),
# and the positions of data/cantstop-positions.txt searched at horizons 1-3 (scripts/game_study.sh); some
# 15 minutes on two cores.
cantstop-study: $(BUILD)/starbench
	sh scripts/game_matches.sh $(BUILD)/starbench $(RESULTS)/cantstop cantstop 1000 "horizon=1 vs algo=random" \
	    "horizon=2 vs horizon=1"
	STUDY_FOLDER=results/cantstop STUDY_TARGET="make cantstop-study" \
	    sh scripts/game_study.sh $(BUILD)/starbench $(RESULTS)/cantstop cantstop data/cantstop-positions.txt \
	    $(PLOTS)/15-cantstop-savings.png progress:1,2,3
