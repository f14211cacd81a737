$STARBENCH -N 4 --algo minimax --star1-cutoff strict
