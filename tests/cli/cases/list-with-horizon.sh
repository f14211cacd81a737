# --list only prints: with an option that does nothing, refused (--game alone is allowed: it lists that game)
"$STARBENCH" --list --horizon 2
