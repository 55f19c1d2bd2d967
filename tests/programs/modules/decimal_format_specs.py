# Decimal's format specs: money to two places, grouping, exponents, percent, padding.
from decimal import Decimal as D, localcontext, ROUND_DOWN
price = D("19.995")
print(f"{price:.2f}", f"{D('1234.5678'):,.2f}", f"{D('0.000123'):.2e}", f"{D('1.5'):10}|", f"{D('12.3'):%}", f"{D('2.50')}", f"{D('-0.5'):+.0f}")
print(format(D("1.23456789"), ".3"), format(D("123.456"), "g"), format(D("1E+3"), "f"), format(D("Infinity"), ".2f"), format(D("NaN"), ">6"))
print(format(D("1E+3"), ""), format(D("1E+3"), "g"), format(D("0.0000001"), ""), format(D("-0"), "f"), format(D("-0.0"), "z.1f"), format(D("0E+5"), ".2f"))
for s in [",", "08.2f", "=+10.1f", "*^12,.2f", "z.1f", "010,.2f", "n", ".0e", ".0%", ".3g", "G", "E", "<10", "^9.1f", " .2f", ".10f"]:
    print(repr(s), repr(format(D("-1234.5678"), s)), repr(format(D("0.05"), s)), repr(format(D("98765432109876543210.5"), s)))
for s in ["_", "#.0f", "x", "<08.1f"]:
    try:
        format(D(1), s)
    except ValueError as e:
        print(repr(s), e)
with localcontext() as ctx:
    ctx.rounding = ROUND_DOWN
    print(f"{D('2.675'):.2f}", f"{D('-2.675'):.2f}", f"{D('9.999'):.1f}")
total = sum([D("0.10"), D("0.20"), D("0.30")])
print(f"Total: ${total:>8.2f}", f"{total:.1%}", f"{D(1) / D(3):.4f}")
