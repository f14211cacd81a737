# Leaves examined vs N, log-log: random trees (mean of 1000, 95% error bars),
# the best case, and the asymptotic curves of Results 1 and 2.
load 'scripts/plots/common.gpi'
set title "Leaves examined below the + node of a 2-ply *-complete N-ary tree"
set xlabel "branching factor N"
set ylabel "leaves examined (mean per tree)"
set logscale xy
set xrange [1.8:44]
set format y "10^{%T}"
plot data.'/random-minimax.dat' u 1:2 w lp ls 1 t 'minimax (N^3)', \
     data.'/random-star1.dat' u 1:2:3 w yerrorlines ls 2 t 'Star1, random', \
     data.'/random-star2.dat' u 1:2:3 w yerrorlines ls 3 t 'Star2, random', \
     data.'/random-cyclic.dat' u 1:2:3 w yerrorlines ls 4 t 'cyclic (2 rounds), random', \
     data.'/best-star1.dat' u 1:2 w p ls 2 pt 6 ps 1.3 t 'Star1, best case', \
     data.'/best-star2.dat' u 1:2 w p ls 3 pt 4 ps 1.3 t 'Star2, best case', \
     0.7211*x**3 w l ls 6 lc rgb '#1f77b4' t '0.7211 N^3 (Result 1)', \
     1.7211*x**2 w l ls 6 lc rgb '#d62728' t '1.7211 N^2 (Result 2)'
