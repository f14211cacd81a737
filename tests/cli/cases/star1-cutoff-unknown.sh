$STARBENCH -N 4 --star1-cutoff loose
