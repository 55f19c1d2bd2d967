# decimal's BasicContext and ExtendedContext, as_tuple and DecimalTuple, and
# the module's limits.
import decimal
from decimal import Decimal, BasicContext, ExtendedContext, DecimalTuple

print(BasicContext)
print(ExtendedContext)
print(decimal.MIN_ETINY, decimal.HAVE_THREADS, decimal.HAVE_CONTEXTVAR, decimal.MAX_PREC)
for text in ["1.50", "-0.003", "0", "12E+3", "Infinity", "-NaN", "NaN123"]:
    t = Decimal(text).as_tuple()
    print(text, t, t.sign, t.digits, t.exponent)
print(Decimal(DecimalTuple(1, (3, 1, 4), -2)), DecimalTuple._fields, type(Decimal(5).as_tuple()).__name__)
with decimal.localcontext(ExtendedContext):
    print(Decimal(2) / Decimal(3))
with decimal.localcontext(BasicContext):
    print(Decimal(2) / Decimal(3))
