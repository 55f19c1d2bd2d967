for n in range(-1, 2):
    print("neg" if n < 0 else "zero" if n == 0 else "pos")
