$STARBENCH --model nau --p 1.5
