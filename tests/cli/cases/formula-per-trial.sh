$STARBENCH --mode formula --per-trial
