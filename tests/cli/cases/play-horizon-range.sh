$STARBENCH play --a horizon=7 --b horizon=1
