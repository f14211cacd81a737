$STARBENCH -N 4 -trials 3 --per-trial --algo star1,cyclic --probes 3 --seed 9
