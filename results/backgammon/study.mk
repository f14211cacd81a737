# The backgammon study (this folder: its scripts, rows, report; doc/studies.md).  Its report,
# backgammon.md, is written by make reproduce from the committed rows (make-games-report.sh).
BACKGAMMON := results/backgammon

# Backgammon trees from GNU Backgammon (gnubg, not installed by default: `sh scripts/deps.sh gnubg`):
# backgammon.csv, backgammon-summary.csv, the report, the plot.
backgammon: setup $(BUILD)/starbench
	sh $(BACKGAMMON)/backgammon.sh $(BUILD)/starbench $(RESULTS)/backgammon $(PLOTS) $(BUILD)/backgammon

# Backgammon searched natively (no gnubg needed): games.csv, games-summary.csv, games-cpc*.csv (make games
# runs it with Pig's and EinStein's studies).
backgammon-native: $(BUILD)/starbench
	sh $(BACKGAMMON)/games.sh $(BUILD)/starbench $(RESULTS)/backgammon $(BUILD)/games-run

# Horizon 4 on the same positions by eval-above: Star2, Star2.5 with probe factors 1-4, Star2 with a
# table, ChanceProbCut, against minimax's horizon-3 cost; Star2 with and without a table on make depth's
# 208 positions of self-play; minimax at horizon 4 on the 33, Star2 and ChanceProbCut at 5 where
# affordable (games-h4*.csv, games-h5*.csv, games-deep-summary.csv; reads games.csv and depth.csv); about
# two hours on two cores, most of it minimax.
games-h4: $(BUILD)/starbench
	sh $(BACKGAMMON)/horizon4.sh $(BUILD)/starbench $(RESULTS)/backgammon

# How much a deeper search improves the move, judged by GNU Backgammon's 2-ply equities
# (data/referee.txt; no gnubg needed), matches between engines (starbench play), and what
# ChanceProbCut's bands give up (play-cpc): play-*.csv, plots/play-referee.png; about
# 43 minutes on two cores with fitted and net, some 35 more since net2, net3 and net4 are judged too
# (net2's searches alone took 39 minutes of one core), plus play-cpc's (about an hour when first run).
play: $(BUILD)/starbench
	PLOTS=$(PLOTS) sh $(BACKGAMMON)/play.sh $(BUILD)/starbench $(RESULTS)/backgammon $(BUILD)/play

# make play's last step alone (reads play-referee.csv): play-cpc.csv, play-cpc-summary.csv.
play-cpc: $(BUILD)/starbench
	sh $(BACKGAMMON)/play_cpc.sh $(BUILD)/starbench $(RESULTS)/backgammon $(BUILD)/play-cpc

# How deep each algorithm gets on minimax's budget for horizons 2 and 3, in evaluations and in nodes, on
# 208 positions of self-play: depth.csv, depth-summary.csv; about 50 minutes on two cores.
depth: $(BUILD)/starbench
	sh $(BACKGAMMON)/depth.sh $(BUILD)/starbench $(RESULTS)/backgammon $(BUILD)/depth
