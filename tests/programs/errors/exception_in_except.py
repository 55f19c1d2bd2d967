try:
    raise TypeError("first")
except TypeError as e:
    print(undefined_in_handler)
