# check-game names the built-in games and plug-ins
"$STARBENCH" check-game chess
