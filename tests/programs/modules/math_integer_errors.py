# the integer functions' errors, in CPython's words
import math
calls = [
    ("isqrt(-1)", lambda: math.isqrt(-1)), ("isqrt(1.5)", lambda: math.isqrt(1.5)),
    ("isqrt('a')", lambda: math.isqrt("a")), ("isqrt()", lambda: math.isqrt()),
    ("gcd(1.5, 2)", lambda: math.gcd(1.5, 2)), ("lcm(1.5)", lambda: math.lcm(1.5)),
    ("comb(-1, 2)", lambda: math.comb(-1, 2)), ("comb(5, -1)", lambda: math.comb(5, -1)),
    ("comb(5.0, 2)", lambda: math.comb(5.0, 2)), ("comb(5)", lambda: math.comb(5)),
    ("comb(1, 2, 3)", lambda: math.comb(1, 2, 3)), ("perm(5, -1)", lambda: math.perm(5, -1)),
    ("perm(-5, 2)", lambda: math.perm(-5, 2)), ("perm()", lambda: math.perm()),
    ("perm(1, 2, 3)", lambda: math.perm(1, 2, 3)), ("perm(5, 1.0)", lambda: math.perm(5, 1.0)),
    ("prod()", lambda: math.prod()), ("prod([1], 2)", lambda: math.prod([1], 2)),
    ("prod(5)", lambda: math.prod(5)), ("prod(['a', 'b'])", lambda: math.prod(["a", "b"])),
    ("factorial(-1)", lambda: math.factorial(-1)), ("factorial(5.0)", lambda: math.factorial(5.0)),
]
for label, call in calls:
    try:
        print(label, "->", call())
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)
math.isqrt(-4)
