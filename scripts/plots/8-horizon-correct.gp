# Issues 18 and 35: the rate of correct moves against the horizon H (move
# levels searched before the static evaluation), from results/horizon/horizon.csv.
# Left: over all trees.  Right: over the decisive trees alone (whose root
# moves differ in value), minimax back-up (solid) and product propagation
# (dashed), on Nau's game and Pearl's at its balanced p, 20,000 trees each,
# every tree searched at every H.  95% intervals.
load 'scripts/plots/common.gpi'
set multiplot layout 1,2 title "Correct moves against the search horizon"
set xlabel "horizon H (move levels searched)"
set ylabel "chosen move is a best one (rate, 95% interval)"
set key outside below Left reverse samplen 2
set xrange [0.5:8.5]
set yrange [0.4:1.02]
set title "all trees"
plot data.'/horizon-fuller-noise1.dat' u 1:2:3 w yerrorlines ls 2 t 'fuller D=4, path, noise 1', \
     data.'/horizon-fuller-noise2.dat' u 1:2:3 w yerrorlines ls 3 t 'fuller D=4, path, noise 2', \
     data.'/horizon-fuller-noise4.dat' u 1:2:3 w yerrorlines ls 4 t 'fuller D=4, path, noise 4', \
     data.'/horizon-nau.dat' u 1:2:3 w yerrorlines ls 5 t "Nau's game D=8, wins", \
     data.'/horizon-pearl.dat' u 1:2:3 w yerrorlines ls 6 t "Pearl's game D=8, p balanced, wins", \
     data.'/horizon-backgammon.dat' u 1:2:3 w yerrorlines ls 1 t "backgammon, 33 positions, 2 plies, gnubg 0-ply"
set title "decisive trees (product propagation dashed)"
set ylabel "chosen move is a best one, decisive trees (rate, 95% interval)"
set yrange [0.6:1.02]
plot data.'/horizon-nau.dat' u 1:4:5 w yerrorlines ls 5 t "Nau's game, wins", \
     data.'/horizon-nau.dat' u 1:6:7 w yerrorlines ls 5 dt 2 notitle, \
     data.'/horizon-pearl.dat' u 1:4:5 w yerrorlines ls 3 t "Pearl's game (balanced), wins", \
     data.'/horizon-pearl.dat' u 1:6:7 w yerrorlines ls 3 dt 2 notitle, \
     data.'/horizon-pearl-cond.dat' u 1:4:5 w yerrorlines ls 4 t "Pearl's game (balanced), cond", \
     data.'/horizon-pearl-cond.dat' u 1:6:7 w yerrorlines ls 4 dt 2 notitle
unset multiplot
