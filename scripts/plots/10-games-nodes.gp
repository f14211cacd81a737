# Backgammon searched natively (make games): nodes generated against the
# horizon, summed over the 33 positions, log scale; children in the move
# generator's order (left) and by the fitted evaluation (right); solid
# without a table, dashed with --table 1048576 --iterate; ChanceProbCut at
# horizon 3 with bands of 1 sigma (results/backgammon/games-summary.csv, games-cpc-summary.csv).
load 'scripts/plots/common.gpi'
set logscale y
set format y "10^{%T}"
set xtics 1
set xrange [0.8:3.2]
set yrange [1e2:2e8]
set xlabel "horizon (move levels)"
set ylabel "nodes generated, 33 positions"
set key top left box opaque samplen 2
set multiplot layout 1,2 title "Backgammon: nodes against the horizon (log scale)"
series(order, table, algo) = data.'/games-'.order.'-'.table.'-'.algo.'.dat'
do for [order in "tree eval"] {
    set title order eq "tree" ? "generator's order" : "ordered by the evaluation"
    plot series(order, 'none', 'minimax') u 1:2 w lp ls 1 t 'minimax', \
         series(order, 'none', 'star1') u 1:2 w lp ls 2 t 'Star1', \
         series(order, 'none', 'star2') u 1:2 w lp ls 3 t 'Star2', \
         series(order, 'none', 'cyclic') u 1:2 w lp ls 4 t 'cyclic (2)', \
         series(order, 'none', 'star25') u 1:2 w lp ls 5 t 'Star2.5 (2)', \
         series(order, 'table+iterate', 'star2') u 1:2 w lp ls 3 dt 2 t 'Star2, table + iterate', \
         data.'/games-'.order.'-cpc.dat' u 1:2 w p ls 6 pt 6 ps 2 t 'ChanceProbCut, t = 1 (forward)'
}
unset multiplot
