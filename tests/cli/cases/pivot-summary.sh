set -e; $STARBENCH -N 2,4 --trials 20 --algo star1,star2 | $STARBENCH pivot --values leaves_mean,saved_pct
