$STARBENCH play --a horizon=1
