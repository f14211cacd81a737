# The evaluations study (this folder; doc/studies.md, doc/trees.md): backgammon's static evaluations,
# fitted and the networks, their training data from GNU Backgammon's self-play, the referee, and
# ChanceProbCut's fits.  What they write is read at run time, so it lives in data/ (the weights in
# data/networks/, loaded by name and checked against the digests in src/games/backgammon/bgnet.c); the
# scripts they run are scripts/ (their names are recorded in those files' headers).  networks.md, the
# held-out errors of every evaluation, is written by make reproduce (report.sh).

# The fitted backgammon evaluation (src/games/backgammon/bgeval.c): bgfit-data plays BGFIT_GAMES self-play games
# with gnubg (about 6 minutes; needs gnubg), bgfit fits the weights to the committed data
# (src/games/backgammon/bgeval_weights.h) and says how well (data/bgeval-fit.txt).
BGFIT_GAMES ?= 300
# $(call training-data,GAMES,FILE): the positions of GAMES self-play games with gnubg's equities into FILE.
define training-data
	{ echo "# Positions of $(1) self-play games, \"ID GAME EQUITY\": gnubg's 0-ply cubeless equity x 1000"; \
	  echo "# for the side on roll; written by make $@ (scripts/gnubg-tree --training $(1),"; \
	  echo "# $$("$$(sh scripts/gnubg-tree --where)" --version 2>/dev/null | head -n 1))."; \
	  sh scripts/gnubg-tree --training $(1); } >$(2).tmp
	mv $(2).tmp $(2)
endef
bgfit-data: setup
	$(call training-data,$(BGFIT_GAMES),data/bgeval-training.txt)

bgfit: $(BUILD)/tools/bg_features
	$(BUILD)/tools/bg_features <data/bgeval-training.txt >$(BUILD)/bgeval-features.txt
	python3 scripts/bgfit.py data/bgeval-training.txt $(BUILD)/bgeval-features.txt src/games/backgammon/bgeval_weights.h data/bgeval-fit.txt

# GNU Backgammon as referee (needs gnubg; about 10 minutes): every REFEREE_EVERY-th turn of
# REFEREE_GAMES self-play games, each legal move with gnubg's 2-ply cubeless equity (data/referee.txt,
# which --referee reads: no gnubg needed there).
REFEREE_GAMES ?= 66
REFEREE_EVERY ?= 5
referee: setup
	{ echo "# starbench referee: gnubg-2ply-cubeless"; \
	  echo "# Every $(REFEREE_EVERY)th turn with two or more legal moves of $(REFEREE_GAMES) self-play games between gnubg's 0-ply"; \
	  echo "# choices; each legal move with the mover's cubeless equity after it by gnubg's 2-ply evaluation of"; \
	  echo "# that position (every move at 2 plies, no move filter; a move that ends the game: its points)."; \
	  echo "# Written by make referee (scripts/gnubg-tree --referee $(REFEREE_GAMES) --every $(REFEREE_EVERY)),"; \
	  echo "# $$("$$(sh scripts/gnubg-tree --where)" --version 2>/dev/null | head -n 1)."; \
	  echo "# POSITION-ID ROLL AFTER-ID EQUITY CLASS GAME TURN"; \
	  sh scripts/gnubg-tree --referee $(REFEREE_GAMES) --every $(REFEREE_EVERY); } >data/referee.txt.tmp
	mv data/referee.txt.tmp data/referee.txt

# The neural-network evaluation (--eval net, src/games/backgammon/bgnet.c): netfit-data plays NETFIT_GAMES
# self-play games with gnubg (about 20 minutes; needs gnubg), netfit trains the network on the
# committed data (data/networks/net.txt; needs numpy, which deps.sh installs) and says how
# well it fits (data/bgnet-fit.txt).
NETFIT_GAMES ?= 1000
netfit-data: setup
	$(call training-data,$(NETFIT_GAMES),data/bgnet-training.txt)

# The python3 with numpy (deps.sh numpy installs Debian's, for /usr/bin/python3).
NUMPY_PYTHON = $$(python3 -c 'import numpy' 2>/dev/null && echo python3 || echo /usr/bin/python3)
netfit: $(BUILD)/tools/bg_features
	sh scripts/deps.sh numpy
	$(BUILD)/tools/bg_features <data/bgnet-training.txt >$(BUILD)/bgnet-features.txt
	$(NUMPY_PYTHON) scripts/netfit.py \
	    data/bgnet-training.txt $(BUILD)/bgnet-features.txt data/networks/net.txt data/bgnet-fit.txt

# The wider network (--eval net2, the same code): net2fit-data plays NET2FIT_GAMES self-play games with
# gnubg, 8 slices at once, every position with gnubg's equity and five chances (data/bgnet2-training.txt.xz;
# about 15 minutes; needs gnubg), net2fit trains NET2_HIDDEN hidden units on the committed data for
# NET2_EPOCHS epochs, the chances as extra outputs (data/networks/net2.txt,
# data/bgnet2-fit.txt; needs numpy).
NET2FIT_GAMES ?= 4000
NET2_HIDDEN ?= 128
NET2_EPOCHS ?= 100
net2fit-data: setup
	sh scripts/deps.sh gnubg
	sh scripts/net2fit_data.sh $(NET2FIT_GAMES) data/bgnet2-training.txt.xz

# $(call fit-on-data,NAME,DATA,HIDDEN EPOCHS [narrow][,FEATURES-OPTION]): netfit.py on the committed data DATA
# (xz files, read in turn) with the features tools/bg_features prints (given FEATURES-OPTION: --positional
# for net5's), writing data/networks/NAME.txt and data/bgNAME-fit.txt.
define fit-on-data
	sh scripts/deps.sh numpy
	xz -dc $(2) | $(BUILD)/tools/bg_features $(4) >$(BUILD)/bg$(1)-features.txt
	$(NUMPY_PYTHON) scripts/netfit.py $(subst $(eval) ,$(comma),$(strip $(2))) $(BUILD)/bg$(1)-features.txt \
	    data/networks/$(1).txt data/bg$(1)-fit.txt $(1) $(3)
endef
comma = ,
net2fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net2,data/bgnet2-training.txt.xz,$(NET2_HIDDEN) $(NET2_EPOCHS))

# The narrow network (--eval net3): net2's data and shape, trained NET3_EPOCHS epochs with the learning rate
# annealed to 0, its first layer rounded to 16 bits (data/networks/net3.txt,
# data/bgnet3-fit.txt; needs numpy; some 30 minutes).
NET3_HIDDEN ?= 128
NET3_EPOCHS ?= 200
net3fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net3,data/bgnet2-training.txt.xz,$(NET3_HIDDEN) $(NET3_EPOCHS) narrow)

# net3 on more data (--eval net4): net4fit-data plays NET4FIT_GAMES more self-play games, numbered from
# NET2FIT_GAMES + 1 on, as net2fit-data does (data/bgnet4-training.txt.xz; 20 minutes on two cores; needs
# gnubg); net4fit trains net3's shape and procedure on both files for NET4_EPOCHS epochs
# (data/networks/net4.txt, data/bgnet4-fit.txt; needs numpy; 26 minutes on one core).
NET4FIT_GAMES ?= 12000
NET4_EPOCHS ?= 60
net4fit-data: setup
	sh scripts/deps.sh gnubg
	sh scripts/net2fit_data.sh $(NET4FIT_GAMES) data/bgnet4-training.txt.xz \
	    $$(($(NET2FIT_GAMES) + 1)) 24 net4fit-data
net4fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net4,data/bgnet2-training.txt.xz data/bgnet4-training.txt.xz,$(NET3_HIDDEN) $(NET4_EPOCHS) narrow)

# net4 with positional inputs (--eval net5): net4's data, shape and procedure, with the positional features
# of src/games/backgammon/bgpositional.h after the others (data/networks/net5.txt,
# data/bgnet5-fit.txt; needs numpy; an hour on one core).
# net4fit's data, which net5 to net11 share.
NET5_DATA = data/bgnet2-training.txt.xz data/bgnet4-training.txt.xz
net5fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net5,$(NET5_DATA),$(NET3_HIDDEN) $(NET4_EPOCHS) narrow,--positional)

# A network for races only (--eval net5-race's in races): net5's inputs, shape and procedure, trained on the
# positions of net5's data without contact that are not bear-offs (data/networks/net6.txt,
# data/bgnet6-fit.txt; needs numpy).
net6fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net6,$(NET5_DATA),$(NET3_HIDDEN) $(NET4_EPOCHS) narrow race,--positional)

# A network for contact only (one of net5-ensemble's three there): net5's inputs, shape and procedure,
# trained on the positions of net5's data with contact (data/networks/net7.txt,
# data/bgnet7-fit.txt; needs numpy).
net7fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net7,$(NET5_DATA),$(NET3_HIDDEN) $(NET4_EPOCHS) narrow contact,--positional)

# net7 trained again with another seed (net8: data/networks/net8.txt, data/bgnet8-fit.txt).
net8fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net8,$(NET5_DATA),$(NET3_HIDDEN) $(NET4_EPOCHS) narrow contact 1984,--positional)

# net7 with twice the hidden units (net9: NET9_HIDDEN, data/networks/net9.txt, data/bgnet9-fit.txt):
# net7's data, inputs, procedure and seed.
NET9_HIDDEN ?= 256
net9fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net9,$(NET5_DATA),$(NET9_HIDDEN) $(NET4_EPOCHS) narrow contact,--positional)

# net9 trained again with net8's seed (net10: data/networks/net10.txt, data/bgnet10-fit.txt).
net10fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net10,$(NET5_DATA),$(NET9_HIDDEN) $(NET4_EPOCHS) narrow contact 1984,--positional)

# Two hidden layers (net13, net14: NET13_HIDDEN, data/networks/net13.txt, data/bgnet13-fit.txt):
# net9's data, inputs and procedure with a second hidden layer, trained NET13_EPOCHS epochs, seeds 1983 and 1984
# (37 minutes each on one core with OPENBLAS_NUM_THREADS=1, 7 GB of memory; net14 with the other seed).
NET13_HIDDEN ?= 256,64
NET13_EPOCHS ?= 40
net13fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net13,$(NET5_DATA),$(NET13_HIDDEN) $(NET13_EPOCHS) narrow contact,--positional)
net14fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net14,$(NET5_DATA),$(NET13_HIDDEN) $(NET13_EPOCHS) narrow contact 1984,--positional)

# Training positions off the played line: $(call after-moves,CLASS,EVERY,NAME) takes every EVERY-th position of
# class CLASS of each game of net5's data, a roll each, and every legal move's position after it with the
# opponent on roll, labelled by gnubg's 0-ply (the positions a search at horizon 1 compares), into
# data/bgNAME-training.txt.xz (scripts/after_moves_data.sh, 40 slices at once; needs gnubg).
define after-moves
	sh scripts/deps.sh gnubg
	sh scripts/after_moves_data.sh $(1) $(2) 40 $(3)fit-data data/bg$(3)-training.txt.xz $(NET5_DATA)
endef

# A race network trained also off the played line (net11, net9-race's in races): net11fit-data from every race
# (4 minutes on two cores); net11fit trains net6's shape and procedure on net6's positions and these for
# NET11_EPOCHS epochs (data/networks/net11.txt, data/bgnet11-fit.txt; needs numpy).
NET11_EPOCHS ?= 20
net11fit-data: setup
	$(call after-moves,race,1,net11)
net11fit: $(BUILD)/tools/bg_features
	$(call fit-on-data,net11,$(NET5_DATA) data/bgnet11-training.txt.xz,$(NET3_HIDDEN) $(NET11_EPOCHS) narrow race,--positional)

# Which contact networks an ensemble averages: every subset of ENSEMBLE_NETS, its mean's error on the
# contact positions of the games that pick the epoch, lowest first (data/ensemble-pick.txt; a minute).
ENSEMBLE_NETS ?= net4 net5 net7 net8 net9 net10 net13 net14
ensemble-pick: $(BUILD)/tools/bg_features
	sh scripts/ensemble_pick.sh $(BUILD)/tools/bg_features $(ENSEMBLE_NETS) >data/ensemble-pick.txt.tmp
	mv data/ensemble-pick.txt.tmp data/ensemble-pick.txt

# The backgammon evaluations on the same held-out positions: fitted and net on net's data
# (data/eval-held-out.txt), all eleven on net2's (data/eval-held-out-net2.txt; seconds), and the race
# networks' on the races off the played line of net11's data (data/eval-held-out-after.txt; half a minute).
eval-compare: $(BUILD)/tools/bg_features
	sh scripts/eval_compare.sh $(BUILD)/tools/bg_features data/bgnet-training.txt fitted net >data/eval-held-out.txt.tmp
	mv data/eval-held-out.txt.tmp data/eval-held-out.txt
	sh scripts/eval_compare.sh $(BUILD)/tools/bg_features data/bgnet2-training.txt.xz fitted net net2 net3 net4 net5 \
	    net5-bearoff net5-race net5-ensemble net9-ensemble net9-race net13-race >data/eval-held-out-net2.txt.tmp
	mv data/eval-held-out-net2.txt.tmp data/eval-held-out-net2.txt
	sh scripts/eval_compare.sh $(BUILD)/tools/bg_features data/bgnet11-training.txt.xz net5 net5-race net9-race \
	    >data/eval-held-out-after.txt.tmp
	mv data/eval-held-out-after.txt.tmp data/eval-held-out-after.txt

# ChanceProbCut's fits (src/core/cutfit.h), one per evaluation: cpc-fit-data searches every
# CPCFIT_EVERY-th position of data/bgeval-training.txt, with a roll each, with the evaluation
# CPCFIT_EVAL to horizons 1-CPCFIT_DEPTH (fitted: 1-4, for ChanceProbCut at horizon 5, into
# data/cpc-pairs.txt, 55 minutes on one core beside other runs, 36 of them CPU; net: 1-3, into
# data/cpc-pairs-net.txt, 43 minutes on one core when tools/cpc_pairs still sorted every move
# level), cpc-fit fits the regressions of one depth on another to the committed data of both
# (data/cpc-fit.txt, data/cpc-fit-net.txt; no gnubg needed).
CPCFIT_EVERY ?= 20
CPCFIT_EVAL ?= fitted
CPCFIT_DEPTH = $(if $(filter fitted,$(CPCFIT_EVAL)),4,3)
CPCFIT_PAIRS = data/cpc-pairs$(if $(filter fitted,$(CPCFIT_EVAL)),,-$(CPCFIT_EVAL)).txt
cpc-fit-data: $(BUILD)/tools/cpc_pairs
	$(BUILD)/tools/cpc_pairs $(CPCFIT_EVERY) $(CPCFIT_DEPTH) $(CPCFIT_EVAL) <data/bgeval-training.txt >$(CPCFIT_PAIRS).tmp
	mv $(CPCFIT_PAIRS).tmp $(CPCFIT_PAIRS)

cpc-fit:
	python3 scripts/cpcfit.py data/cpc-pairs.txt data/cpc-fit.txt
	python3 scripts/cpcfit.py data/cpc-pairs-net.txt data/cpc-fit-net.txt

