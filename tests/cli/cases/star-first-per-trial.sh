$STARBENCH -N 6 --trials 2 --star-first 2 --per-trial --algo star2,bound
