$STARBENCH play --a "" --b horizon=1 --games 2
