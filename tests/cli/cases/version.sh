$STARBENCH --version
