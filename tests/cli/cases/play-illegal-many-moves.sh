$STARBENCH --game backgammon --position /F4DAABbLzAIDA --play "11:24/12" --roll 21 --horizon 1 2>&1 >/dev/null | grep -o "the [0-9]* legal: .*" | grep -o " and [0-9]* more$" >&2; exit 2
