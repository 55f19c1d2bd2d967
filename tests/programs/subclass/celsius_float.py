# Temperatures as floats: validated in __new__, converted by methods,
# compared and sorted as the numbers they are.
import math


class Celsius(float):
    def __new__(cls, degrees):
        if degrees < -273.15:
            raise ValueError(f"{degrees} is below absolute zero")
        return super().__new__(cls, degrees)

    def to_fahrenheit(self):
        return self * 9 / 5 + 32

    def __repr__(self):
        return f"{float(self)}\u00b0C"


readings = [Celsius(21.5), Celsius(-3), Celsius(37)]
print(readings, max(readings), min(readings), sorted(readings))
print([round(r.to_fahrenheit(), 1) for r in readings])
t = readings[0]
print(t, str(t), t + 1, type(t + 1).__name__, t * 2, t - 0.5, t / 2)
print(t == 21.5, t < 22, hash(t) == hash(21.5), {21.5: "warm"}[t], t.is_integer(), t.as_integer_ratio())
print(math.floor(t), math.ceil(t), math.sqrt(Celsius(16)), round(t), round(t, 0), int(t))
print(f"{t:.2f}", f"{t:>8.1f}|", format(t, "e"), "%s and %r" % (t, t))
print(isinstance(t, float), type(t).__name__, float(t), type(float(t)).__name__)
for value in [-300, "warm"]:
    try:
        Celsius(value)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
t.sensor = "kitchen"
print(t.sensor, t.__dict__)
