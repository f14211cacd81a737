# The gnubg study (this folder: its scripts, rows, report; doc/studies.md): starbench's engines (Star2 at
# horizons 1-3, fitted and network evaluations) against GNU Backgammon at 0 and 1 ply (needs gnubg:
# sh scripts/deps.sh gnubg), duplicate games from the opening: matches/NAME.csv per match, gnubg-matches.csv,
# gnubg-depth.csv, gnubg-evals.csv, gnubg.md; matches with each roll's luck rated (play --luck) in luck/,
# gnubg-luck*.csv (gnubg_study.sh; a match already in matches/ or luck/ is kept; each is played as shards
# of 100 games, shards/NAME.K-of-N.csv, kept as they end, so a stopped study resumes at the first missing).
gnubg-study: $(BUILD)/starbench
	sh results/gnubg/gnubg_study.sh $(BUILD)/starbench $(RESULTS)/gnubg

# The bounded engine's CPU time a move (and the unbounded search's) on data/referee.txt's 537 positions, one thread:
# results/gnubg/move-times.csv, summarised in gnubg.md (times are this machine's; about 6 minutes here).
gnubg-move-times: $(BUILD)/starbench
	sh results/gnubg/move_times.sh $(BUILD)/starbench $(RESULTS)/gnubg
