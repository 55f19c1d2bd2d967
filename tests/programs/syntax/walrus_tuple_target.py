pair = (1, 2)
((a, b) := pair)
