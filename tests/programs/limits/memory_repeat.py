for make in (lambda: [0] * 10**12, lambda: "a" * 10**12, lambda: (1, 2) * 10**12):
    try:
        make()
    except MemoryError as e:
        print("MemoryError", repr(e))
print(len([0] * 1000), len("ab" * 1000))
x = "a" * 10**12
