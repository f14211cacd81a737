$STARBENCH play --help
