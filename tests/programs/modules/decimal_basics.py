# decimal: exact decimal arithmetic, context precision and rounding, quantize, str/repr and the signals.
from decimal import (Decimal, getcontext, localcontext, InvalidOperation, DivisionByZero, ROUND_HALF_UP,
                     ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, Context)
import decimal

print(Decimal("0.1") + Decimal("0.2"), 0.1 + 0.2, Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
print(repr(Decimal("1.30") + Decimal("1.20")), Decimal("1.30") * Decimal("2"), Decimal("3.000") - Decimal("0.5"))
print(Decimal(10), Decimal(-7), Decimal(0.1), Decimal(2.5), Decimal(-0.0), Decimal(1e300) == Decimal("1e300"))
for text in ["0", "-0", "1e3", "1E+3", "1e-7", "0.000001", "0.0000001", "123.4500", "-12.5e-10", " 42 ",
             "1_000_000", "+.5", "5.", "1.23E+5", "Infinity", "-inf", "NaN", "nan123", "sNaN"]:
    print(repr(text), str(Decimal(text)), repr(Decimal(text)))
print(Decimal(1) / Decimal(7), Decimal(2) / Decimal(4), Decimal("1.0") / 4, Decimal(100) / Decimal("0.5"))
print(Decimal(7) // 2, Decimal(-7) // 2, Decimal(7) % -3, Decimal(-7) % 3, Decimal("7.5") % 2, divmod(Decimal(17), 5))
print(Decimal("1.5") ** 2, Decimal(2) ** 100, Decimal(2) ** -2, Decimal("0.5") ** 3, Decimal(0) ** 3, Decimal(10) ** 0)
print(-Decimal("1.50"), +Decimal("-0"), abs(Decimal("-2.5")), -Decimal(0), 3 * Decimal("1.1"), 1 - Decimal("0.01"))
print(int(Decimal("-7.9")), float(Decimal("0.1")), bool(Decimal("0.00")), round(Decimal("2.675"), 2), round(Decimal("2.5")))
print(Decimal("1.5") == 1.5, Decimal("0.1") == 0.1, Decimal(2) == 2, Decimal("1.0") < 2, max(Decimal("1.10"), Decimal("1.1")))
print(hash(Decimal("0.5")) == hash(0.5), hash(Decimal(7)) == hash(7), {Decimal("2.0"): "two"}[2], sorted([Decimal("0.3"), 0.2, 1]))

money = Decimal("7.325")
print(money.quantize(Decimal("0.01")), money.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP),
      money.quantize(Decimal("1"), rounding=ROUND_DOWN), money.quantize(Decimal("1e-5")), Decimal("123").quantize(Decimal("1e1")))
for mode in (ROUND_CEILING, ROUND_FLOOR, ROUND_05UP):
    print(mode, Decimal("-2.51").quantize(Decimal("0.1"), rounding=mode), Decimal("2.51").quantize(Decimal("0.1"), rounding=mode))
print(Decimal("1.200").normalize(), Decimal("120E+1").normalize(), Decimal("0.00").normalize(), Decimal("-3.14159").adjusted())
print(Decimal("2.7").to_integral_value(), Decimal("-2.5").to_integral_value(), Decimal("1e-3").is_zero(), Decimal("NaN").is_nan())

ctx = getcontext()
print(ctx.prec, ctx.rounding)
ctx.prec = 6
print(Decimal(1) / Decimal(3), Decimal("123456789") + 0, Decimal("1.0000005") * 1, Decimal(2) ** 30)
ctx.rounding = ROUND_DOWN
print(Decimal(2) / Decimal(3), Decimal("-999999.9") - 0)
ctx.prec, ctx.rounding = 28, decimal.ROUND_HALF_EVEN
with localcontext() as local:
    local.prec = 3
    print(Decimal(22) / 7, local.prec, getcontext() is local)
print(Decimal(22) / 7, getcontext().prec)
with localcontext(prec=5, rounding=ROUND_HALF_UP):
    print(Decimal("1.234567") + 0)
print(Context(prec=4).create_decimal("3.14159"), Context().prec)

getcontext().clear_flags()
Decimal(1) / 3
print(getcontext())


def attempt(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e, isinstance(e, ArithmeticError))


attempt(lambda: Decimal("abc"))
attempt(lambda: Decimal("1.2.3"))
attempt(lambda: Decimal(1) / 0)
attempt(lambda: Decimal(0) / 0)
attempt(lambda: Decimal(5) % 0)
attempt(lambda: Decimal(0) ** 0)
attempt(lambda: Decimal("1e40") // Decimal("3"))
attempt(lambda: Decimal("123.456").quantize(Decimal("1e-30")))
attempt(lambda: Decimal([1, 2]))
attempt(lambda: Decimal(object()))
attempt(lambda: Decimal("NaN") < 1)
attempt(lambda: int(Decimal("inf")))
attempt(lambda: int(Decimal("nan")))
attempt(lambda: setattr(getcontext(), "prec", 0))
print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(InvalidOperation, ArithmeticError))
print(Decimal("1") / Decimal("0"))
