class N:
    def __init__(self, v):
        self.v = v
    def __sub__(self, o): return N(self.v - o.v)
    def __truediv__(self, o): return N(self.v / o.v)
    def __floordiv__(self, o): return N(self.v // o.v)
    def __mod__(self, o): return N(self.v % o.v)
    def __pow__(self, o): return N(self.v ** o.v)
    def __le__(self, o): return self.v <= o.v
    def __gt__(self, o): return self.v > o.v
    def __repr__(self): return f"N({self.v})"
a, b = N(7), N(2)
print(a - b, a / b, a // b, a % b, a ** b, a <= b, a > b, b < a)
