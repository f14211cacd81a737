f=$(mktemp); echo "BCF../DA.../E...c/...de/..baf:b" >"$f"; $STARBENCH --game einstein --positions "$f" --horizon 1 2>&1 >/dev/null | sed "s|$f|FILE|" >&2; rm -f "$f"; exit 2
