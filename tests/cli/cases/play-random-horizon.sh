$STARBENCH play --a algo=random,horizon=2 --b horizon=1
