# 2048's study (this folder; doc/studies.md): examples/games/2048.c, a plug-in, at horizons 1-3, 100
# games each (study_2048.sh: games.csv, speed.csv, 2048.md; about 15 minutes on two cores), beside
# nneonneo's 2048-ai (nneonneo_2048.sh, run by hand: nneonneo.csv).
2048-study: $(BUILD)/starbench
	sh results/2048/study_2048.sh $(BUILD)/starbench $(RESULTS)/2048 200 20
