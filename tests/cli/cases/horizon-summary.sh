# Issue 18: summaries with the correct-move rate and the mean loss; oracle with noise on Pearl's game.
$STARBENCH -N 3 -D 3 -C 2 --model pearl --horizon 1 --eval oracle --eval-noise 1 --trials 50 --algo star1
