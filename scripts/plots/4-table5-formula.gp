# Table V: Ballard's algebraic estimate of Star1 (eq. (21)) vs the empirical mean.
load 'scripts/plots/common.gpi'
set title "Star1 on random trees: algebraic estimate (Table V, eq. 21) vs experiment"
set xlabel "branching factor N"
set ylabel "leaves examined (% of N^3)"
set key top right
set xrange [0:42]
plot data.'/formula-star1.dat' u 1:4 w lp ls 3 t 'algebraic estimate C(N)', \
     data.'/random-star1.dat' u 1:4:5 w yerrorlines ls 2 t 'empirical mean, 1000 trees (95% error bars)'
