def outer():
    message = "hi"
    def inner():
        counter = 1
        return mesage * counter
    return inner()

print(outer())
