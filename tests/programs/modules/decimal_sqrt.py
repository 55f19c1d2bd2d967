# Decimal.sqrt: correctly rounded half-even at any precision, exact roots at the ideal exponent.
from decimal import Decimal as D, getcontext, localcontext, InvalidOperation, ROUND_DOWN, Inexact
for s in ["2", "1.21", "100", "0.0001", "1E+7", "1E-7", "0", "-0", "0.00", "Infinity", "NaN", "16.000", "3", "12345678901234567890", "0.5"]:
    print(s, D(s).sqrt())
with localcontext() as ctx:
    ctx.prec = 5
    ctx.rounding = ROUND_DOWN
    print(D(2).sqrt(), D(10).sqrt(), D("99999").sqrt(), ctx.flags[Inexact])
with localcontext() as ctx:
    ctx.prec = 50
    print(D(2).sqrt(), D("0.1").sqrt())
print(sum(D(n).sqrt() for n in range(1, 50)))
for s in ["-1", "-Infinity", "sNaN"]:
    try:
        print(D(s).sqrt())
    except InvalidOperation as e:
        print(s, "InvalidOperation", e)
