n = int("12x")
