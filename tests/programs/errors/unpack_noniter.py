a, b = 5
