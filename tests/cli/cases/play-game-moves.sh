$STARBENCH play --game pig --a horizon=1 --b horizon=1 --per-game --moves
