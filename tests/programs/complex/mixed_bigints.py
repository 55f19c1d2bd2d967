# Ints of any size convert to float first, as CPython's complex arithmetic does.
big = 2 ** 70
print(big + 1j, 1j * big, big / (1 + 1j), (1 + 1j) ** 2 * big)
print(complex(big) == big, complex(big) == big + 1, complex(2 ** 53 + 1) == 2 ** 53 + 1)
print(2 ** 53 + 1 == complex(2 ** 53 + 1, 0), hash(complex(big)) == hash(big))
for attempt in (lambda: 10 ** 400 + 1j, lambda: 1j * 10 ** 400, lambda: 1j ** 10 ** 400, lambda: complex(10 ** 400, 1)):
    try:
        print(attempt())
    except OverflowError as e:
        print(type(e).__name__, e)
