# Issue 18: a tree file searched to horizon 1 with its :eval, and with the oracle and noise.
tree='(max :eval 0 (chance :eval 3 (min :eval 2 3 1) (min :eval 0 -2 6)) (chance :eval -1 1/4 (min :eval 5 5 7) 3/4 (min :eval -2 0 2)))'
echo "$tree" | $STARBENCH --tree - --horizon 1 && echo "$tree" | $STARBENCH --tree - --horizon 1 --eval oracle --eval-noise 1 --algo star2
