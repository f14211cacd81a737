$STARBENCH play --a horizon=2 --b algo=random --games 4 --threads 2
