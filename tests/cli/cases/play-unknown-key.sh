$STARBENCH play --a horizon=1 --b depth=2
