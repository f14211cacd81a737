# Leaves examined vs N, log-log, beyond the paper's 2-ply tree: Fuller's
# trees at 3 and 4 plies (C = N), dice trees (C = 21 rolls, doubles 1/36,
# others 1/18) at 2 and 3 plies; mean of 1000 random trees per N (500 at 4
# plies and for dice at 3), 95% error bars (results/raw/beyond-*.csv).
load 'scripts/plots/common.gpi'
set logscale xy
set format y "10^{%T}"
set xtics (2, 3, 4, 5, 6, 8, 10, 20, 30, 40)
set xlabel "branching factor N"
set ylabel "leaves examined (mean per tree)"
set key top left box opaque samplen 2
set multiplot layout 2,2 title "Leaves examined against N, deeper trees and dice trees"
panel(run) = data.'/deeper-'.run
do for [run in "depth3 depth4 dice-sweep dice-depth3"] {
    set title run eq "depth3" ? "Fuller, 3 plies (N^5 leaves)" : run eq "depth4" ? "Fuller, 4 plies (N^7 leaves)" : \
              run eq "dice-sweep" ? "dice (21 rolls), 2 plies (21 N^2 leaves)" : "dice (21 rolls), 3 plies (441 N^3 leaves)"
    set xrange [1.8:(run eq "dice-sweep" ? 44 : (run eq "depth3" ? 11 : 6.6))]
    plot panel(run).'-minimax.dat' u 1:2 w lp ls 1 t 'minimax', \
         panel(run).'-star1.dat' u 1:2:3 w yerrorlines ls 2 t 'Star1', \
         panel(run).'-star2.dat' u 1:2:3 w yerrorlines ls 3 t 'Star2', \
         panel(run).'-cyclic.dat' u 1:2:3 w yerrorlines ls 4 t 'cyclic (2 rounds)'
}
unset multiplot
