def area(width, height):
    formula = "width * height"
    return eval(formula)

print(area(3, 4))

def scaled(values, factor):
    return [eval("v * factor") for v in values]

print(scaled([1, 2, 3], 10))

counter = 100
def read_both():
    local_value = 5
    return eval("counter + local_value")

print(read_both())

class Shape:
    sides = 4
    doubled = eval("sides * 2")

print(Shape.doubled)
