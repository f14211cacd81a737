# Issue 18: a horizon on a .efg, which has no place for evaluations.
$STARBENCH --tree "$(dirname "$0")/../../../examples/tiny.efg" --horizon 1
