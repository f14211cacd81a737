$STARBENCH play --a horizon=1,horizon=2 --b horizon=1
