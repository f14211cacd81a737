$STARBENCH play --a horizon=1 --b horizon=1 --games 2 --per-game --moves
