def outer():
    def inner():
        nonlocal count, other
        count += 1
