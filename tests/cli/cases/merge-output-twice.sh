# Issue 22, finding 6: merge's -o given twice.
$STARBENCH merge -o a.csv --output b.csv c.csv
