# check-game on a built-in game: passes; its rules are not checked state by state (not written against starbench/game.h)
"$STARBENCH" check-game pig:target=20
