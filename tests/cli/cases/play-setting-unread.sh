$STARBENCH play --a algo=star2,probes=3 --b horizon=1
