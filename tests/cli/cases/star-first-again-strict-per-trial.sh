$STARBENCH -N 4 --trials 3 --star-first 2 --star-first-mode again --star1-cutoff strict --per-trial --algo minimax,star1,star2 --verify
