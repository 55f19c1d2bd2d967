# fractions.Fraction: exact arithmetic, mixing with ints and floats, parsing,
# rounding, limit_denominator, hashing like equal numbers, CPython's errors.
from fractions import Fraction
a, b = Fraction(1, 3), Fraction(-3, 4)
print(a, b, repr(a), a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, abs(b), +a)
print(a + 1, 2 - a, a * 3, 1 / a, a ** 2, a ** -2, b ** -1, 2 ** Fraction(3), 4 ** Fraction(1, 2), a ** 0.5)
print(a + 0.5, 0.25 * a, a == Fraction(2, 6), a < b, b <= -0.75, Fraction(3) == 3, Fraction(1, 2) == 0.5, a != 1)
print(Fraction("3/9"), Fraction(" -1.25 "), Fraction("2e3"), Fraction("1_000/3"), Fraction(0.1), Fraction(2.5), Fraction(Fraction(1, 2), 3))
print(Fraction(0.1).limit_denominator(10), Fraction(355, 113).limit_denominator(100), Fraction(3.141592653589793).limit_denominator(1000))
print(round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(-5, 2)), round(Fraction(22, 7), 3), round(Fraction(1234, 1), -2))
print(int(Fraction(-7, 2)), float(Fraction(1, 8)), bool(Fraction(0)), a.numerator, b.denominator, b.as_integer_ratio())
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(6, 3)) == hash(2), len({Fraction(1, 2), 0.5, Fraction(2, 4)}))
print(sum([Fraction(1, n) for n in range(1, 6)]), sorted([Fraction(1, 2), Fraction(1, 3), 0.4, 1]))
for bad in [lambda: Fraction(1, 0), lambda: Fraction("1/0"), lambda: Fraction("x"), lambda: a / 0, lambda: Fraction(1.5, 2), lambda: Fraction([1])]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
