# rows end with cpu_seconds, which differs run to run: the case checks the header and the columns before it
set -e; $STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --algo star2 --cpu-time | awk -F, 'NR == 1 { print } NR > 1 { t = $NF; NF--; print $0 "," (t ~ /^[0-9]+\.[0-9][0-9][0-9][0-9][0-9][0-9]$/ ? "seconds" : "bad: " t) }' OFS=,
