$STARBENCH play --a horizon=1 --b horizon=1 --moves
