f=$(mktemp); $STARBENCH play --a horizon=1 --b horizon=1 --games 2 --per-game -o "$f"; $STARBENCH merge "$f" 2>&1 >/dev/null | sed "s|$f|SHARD|" >&2; status=$?; rm -f "$f"; exit 2
