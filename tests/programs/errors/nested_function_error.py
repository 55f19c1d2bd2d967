def outer():
    def inner():
        return [][0]
    return inner()

outer()
