$STARBENCH play --a horizon=1 --b algo=random --games 4 --positions tests/cli/positions/three.txt --per-game
