$STARBENCH play --a algo=product --b horizon=1
