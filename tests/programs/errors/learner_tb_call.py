def greet(name, greeting="Hello"):
    return f"{greeting}, {name}"
print(greet("a"))
print(greet())
