class Temp:
    scale = "C"
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        self._c = v
    @staticmethod
    def info():
        return "temperature"
    @classmethod
    def freezing(cls):
        return cls(0)
t = Temp(100)
print(t.f, t.c, Temp.info(), t.info(), Temp.freezing().f)
t.c = 37
print(t.c, round(t.f, 1))
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
Counter(); Counter()
print(Counter.count)
