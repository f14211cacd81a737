# Percent of the N**3 leaves examined vs N.
load 'scripts/plots/common.gpi'
set title "Share of the N^3 leaves examined"
set xlabel "branching factor N"
set ylabel "leaves examined (% of N^3)"
set key top right
set xrange [0:42]
set yrange [0:110]
plot data.'/random-star1.dat' u 1:4:5 w yerrorlines ls 2 t 'Star1, random', \
     data.'/random-star2.dat' u 1:4:5 w yerrorlines ls 3 t 'Star2, random', \
     data.'/random-cyclic.dat' u 1:4:5 w yerrorlines ls 4 t 'cyclic (2 rounds), random', \
     data.'/best-star1.dat' u 1:4 w lp ls 2 pt 6 dt 3 t 'Star1, best case', \
     data.'/best-star2.dat' u 1:4 w lp ls 3 pt 4 dt 3 t 'Star2, best case', \
     72.11 w l ls 6 t '72.11% (Result 1)'
