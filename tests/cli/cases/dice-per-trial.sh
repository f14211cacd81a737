$STARBENCH -N 3 -C 21 --probs dice --trials 2 --per-trial --algo minimax,star1,star2
