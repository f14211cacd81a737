$STARBENCH play --a budget=time=3600001 --b horizon=1 --games 2
