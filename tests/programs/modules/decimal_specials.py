# decimal: arithmetic on NaNs and infinities, trapped and untrapped.
from decimal import Decimal as D, getcontext, localcontext, InvalidOperation
inf, ninf, nan, snan = D("Infinity"), D("-Infinity"), D("NaN"), D("sNaN")
print(inf + 1, ninf * 2, D(1) / inf, D(-1) / inf, nan + 1, 1 - nan, nan - 1, inf > 10 ** 100, nan == nan, inf == inf)
print(inf * -3, inf / 7, -inf, abs(ninf), inf + inf, inf - ninf, 5 - inf, D(7) // inf, inf // D(-2), D(7) % inf, D("-0") * inf if False else "")
print(D("NaN123") + 1, 2 * D("-NaN"), inf * D("NaN7"))
for expr in ["inf - inf", "inf * 0", "inf / inf", "inf % 3", "snan + 1", "nan < 1", "inf // ninf"]:
    try:
        print(expr, eval(expr))
    except InvalidOperation as e:
        print(expr, "InvalidOperation", e)
with localcontext() as ctx:
    ctx.traps[InvalidOperation] = False
    for expr in ["inf - inf", "inf * 0", "inf / inf", "inf % 3", "snan + 1", "D('sNaN5') * 2", "nan < 1"]:
        print(expr, eval(expr))
    print(ctx.flags[InvalidOperation])
print(sorted([D(1), inf, ninf, D("-2.5")]), max(inf, D(3)), float(ninf), getcontext().flags[InvalidOperation])
