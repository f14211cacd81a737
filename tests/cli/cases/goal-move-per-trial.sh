$STARBENCH -N 3 -C 2 --model uniform --goal move --trials 6 --per-trial --algo minimax,star1,cyclic --seed 2 --verify
