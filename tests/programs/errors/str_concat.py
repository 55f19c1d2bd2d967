print("n=" + 5)
