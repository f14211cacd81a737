$STARBENCH play --a eval=gnubg --b horizon=1
