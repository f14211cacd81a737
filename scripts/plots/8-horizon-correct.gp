# Issue 18: the rate of correct moves against the horizon H (move levels
# searched before the static evaluation), from results/horizon.csv.
load 'scripts/plots/common.gpi'
set title "Correct moves against the search horizon"
set xlabel "horizon H (move levels searched)"
set ylabel "chosen move is a best one (rate, 95% interval)"
set key bottom right
set xrange [0.5:8.5]
set yrange [0.4:1.02]
plot data.'/horizon-fuller-noise1.dat' u 1:2:3 w yerrorlines ls 2 t 'fuller D=4, path, noise 1', \
     data.'/horizon-fuller-noise2.dat' u 1:2:3 w yerrorlines ls 3 t 'fuller D=4, path, noise 2', \
     data.'/horizon-fuller-noise4.dat' u 1:2:3 w yerrorlines ls 4 t 'fuller D=4, path, noise 4', \
     data.'/horizon-nau.dat' u 1:2:3 w yerrorlines ls 5 t "Nau's game D=8, wins", \
     data.'/horizon-pearl.dat' u 1:2:3 w yerrorlines ls 6 t "Pearl's game D=8, wins", \
     data.'/horizon-backgammon.dat' u 1:2:3 w yerrorlines ls 1 t "backgammon, 33 positions, 2 plies, gnubg 0-ply"
