# complex()'s errors, caught and printed.
attempts = [
    lambda: complex("1+2j", 1),
    lambda: complex(1, "2"),
    lambda: complex(imag="2"),
    lambda: complex([]),
    lambda: complex(None),
    lambda: complex(b"1"),
    lambda: complex(1, []),
    lambda: complex(1, 2, 3),
    lambda: complex(x=1),
    lambda: complex(""),
    lambda: complex("1e"),
    lambda: complex("1+2j)"),
    lambda: complex("(1+2j"),
    lambda: complex(" 1 + 2j"),
    lambda: complex("1+ 2j"),
    lambda: complex("()"),
    lambda: complex(".j"),
    lambda: complex("0x10"),
    lambda: complex("1+1jj"),
    lambda: complex("1__0j"),
    lambda: complex("1_"),
    lambda: complex("_1"),
    lambda: complex(10 ** 400),
    lambda: complex(1, 10 ** 400),
    lambda: complex("1\x002j"),
]
for attempt in attempts:
    try:
        print("ok", attempt())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)


class Bad:
    def __complex__(self):
        return 1.5


try:
    complex(Bad())
except TypeError as e:
    print(type(e).__name__, e)
