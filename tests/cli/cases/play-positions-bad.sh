$STARBENCH play --a horizon=1 --b algo=random --games 2 --positions tests/cli/positions/bad-roll.txt
