# An error raised inside a subclass's __new__ and not caught: CPython's
# traceback through the class call, and a misspelt list method's suggestion.
class Stack(list):
    def push(self, item):
        self.apend(item)


class Kelvin(float):
    def __new__(cls, value):
        if value < 0:
            raise ValueError(f"negative temperature: {value}")
        return super().__new__(cls, value)


try:
    Stack().push(1)
except AttributeError as e:
    print(type(e).__name__, e)
readings = [Kelvin(300), Kelvin(2.7)]
print(readings, sum(readings))
readings.append(Kelvin(-1))
