$STARBENCH -N 4 --stats --per-trial
