# Money as a float that keeps its currency through arithmetic.
class Money(float):
    def __new__(cls, amount, currency="EUR"):
        obj = super().__new__(cls, round(amount, 2))
        obj.currency = currency
        return obj

    def _check(self, other):
        if isinstance(other, Money) and other.currency != self.currency:
            raise ValueError(f"cannot mix {self.currency} and {other.currency}")

    def __add__(self, other):
        self._check(other)
        return Money(float(self) + float(other), self.currency)

    __radd__ = __add__

    def __sub__(self, other):
        self._check(other)
        return Money(float(self) - float(other), self.currency)

    def __mul__(self, factor):
        return Money(float(self) * factor, self.currency)

    __rmul__ = __mul__

    def __repr__(self):
        return f"Money({float(self)!r}, {self.currency!r})"

    def __str__(self):
        return f"{float(self):,.2f} {self.currency}"


price = Money(19.99)
tax = price * 0.2
print(price, tax, price + tax, repr(price + tax))
print(sum([Money(1.10), Money(2.20), Money(3.30)]), 3 * Money(2.5), Money(10) - 2.5)
print(price > 10, price == 19.99, sorted([Money(5), Money(1.5)]), max(Money(5), Money(7)))
print(isinstance(price, float), float(price), type(float(price)).__name__, int(price), round(price))
print(f"{price:.1f}", "%.3f" % price, format(price, "08.2f"), f"{price}")
print(price / 2, type(price / 2).__name__, price // 1, -price, abs(Money(-3)))
try:
    Money(1, "USD") + Money(1)
except ValueError as e:
    print(type(e).__name__, e)
wallet = {"lunch": Money(12.5), "bus": Money(2.4)}
print(wallet, sum(wallet.values()))
