# The distribution of leaves per tree at N = 20, one box per algorithm.
load 'scripts/plots/common.gpi'
set title "Leaves examined per tree at N = 20 (1000 random trees)"
set ylabel "leaves examined per tree"
set xlabel "algorithm"
set key off
set style data boxplot
set style boxplot outliers pointtype 7
set style fill solid 0.3 border -1
set pointsize 0.4
set xtics ('bound' 1, 'Star2' 2, 'cyclic (2 rounds)' 3, 'Star1' 4, 'minimax' 5)
set xrange [0.4:5.6]
set yrange [0:8500]
plot data.'/n20-bound.dat' u (1):1 ls 5, data.'/n20-star2.dat' u (2):1 ls 3, \
     data.'/n20-cyclic.dat' u (3):1 ls 4, data.'/n20-star1.dat' u (4):1 ls 2, \
     data.'/n20-minimax.dat' u (5):1 ls 1
