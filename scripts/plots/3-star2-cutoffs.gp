# Star2's * node cutoffs per tree, probing vs regular phase, vs N.
load 'scripts/plots/common.gpi'
set title "Star2: * nodes cut off per tree (1000 random trees per N)"
set xlabel "branching factor N"
set ylabel "* nodes cut off (mean per tree, 95% error bars)"
set xrange [0:42]
plot data.'/random-star2.dat' u 1:6:(1.96*$8) w yerrorlines ls 2 t 'in the probing phase', \
     data.'/random-star2.dat' u 1:7:(1.96*$9) w yerrorlines ls 3 t 'in the regular phase', \
     data.'/random-star2.dat' u 1:($6+$7) w p ls 4 ps 1.5 t 'all cutoffs (probing + regular)', \
     data.'/random-star2.dat' u 1:10 w l ls 1 dt 2 t 'N - H(N): * nodes that are not best so far'
