# Median saving (% of minimax's leaves) per position class on the 2-ply
# backgammon trees (make backgammon), per child order and bound choice.
load 'scripts/plots/common.gpi'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set yrange [-10:118]
set ytics -20,20,100
set ylabel "median saving (% of minimax's leaves)"
set key top center horizontal samplen 2
set xtics nomirror
set grid noxtics
set multiplot layout 2,2 title "Backgammon: 2-ply trees from GNU Backgammon, median savings per position class"
do for [order in "gnubg generator"] {
    do for [bounds in "option file"] {
        set title sprintf("%s order, %s bounds", order, bounds eq "option" ? "theoretical (-3000..3000)" : "the tree's own")
        f = data.'/backgammon-'.order.'-'.bounds.'.dat'
        plot f u 2:xtic(1) lc rgb '#1f77b4' t 'Star1', '' u 3 lc rgb '#d62728' t 'Star2', '' u 4 lc rgb '#2ca02c' t 'cyclic (2 rounds)'
        unset key
    }
}
unset multiplot
