# The tournament study (this folder: its scripts, rows, report; doc/studies.md): round robins of
# expectimax, Star2 with and without the table, Star2.5, ChanceProbCut (backgammon), Monte Carlo
# *-minimax and MCTS on every game at two budgets of evaluations a move (tournament_all.sh): the rows in
# GAME-BUDGET/, tournament.md, tournament-ratings.csv, tournament-pairs.csv, plots/14-tournament-GAME.png;
# about 6 minutes on two cores, 4 of them backgammon at 3,000 evaluations.
# tournament-time: the same at 1 and 10 CPU milliseconds a move, not deterministic (committed with the
# machine it ran on, TIME-MACHINE.txt); about 30 minutes.
TOURNAMENT := results/tournament

tournament: $(BUILD)/starbench
	sh $(TOURNAMENT)/tournament_all.sh $(BUILD)/starbench $(RESULTS)/tournament $(PLOTS) work

tournament-time: $(BUILD)/starbench
	sh $(TOURNAMENT)/tournament_all.sh $(BUILD)/starbench $(RESULTS)/tournament $(PLOTS) time
