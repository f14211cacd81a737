$STARBENCH play --a eval=net --b eval=fitted --games 2 --per-game
