# Assigning to a name before declaring it global is a SyntaxError for the whole file.
counter = 0


def increment():
    counter = 1
    global counter
    counter += 1


print("never printed")
