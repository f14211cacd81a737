$STARBENCH --probs loaded
