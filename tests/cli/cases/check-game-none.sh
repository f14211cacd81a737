# check-game needs one GAME
"$STARBENCH" check-game
