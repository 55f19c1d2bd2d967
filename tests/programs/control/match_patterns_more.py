def shape(v):
    match v:
        case [x, *middle, y] if middle:
            return f"ends {x},{y} middle {middle}"
        case [[a, b], [c, d]]:
            return f"matrix {a}{b}{c}{d}"
        case (1, *_):
            return "starts with 1"
        case {1: one, "k": [k1, *_]}:
            return f"int key {one} and list {k1}"
        case {}:
            return "any dict"
        case "abc":
            return "the string abc"
        case float(f) | int(f) as number if number > 100:
            return f"big number {f}"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case _:
            return "other"

for v in [[1, 2, 3, 4], [1, 2], [[1, 2], [3, 4]], (1, 9), {1: "a", "k": [7, 8]}, {"z": 0}, "abc", 150.5, 200,
          -1, 1.5, "xyz", [1]]:
    print(repr(v), "->", shape(v))

points = [(0, 0), (1, 0), (0, 2), (3, 3)]
for p in points:
    match p:
        case (0, 0):
            print("origin")
        case (x, 0):
            print("x-axis", x)
        case (0, y):
            print("y-axis", y)
        case (x, y):
            print("point", x, y)

matched = None
match {"name": "ada", "langs": ["py", "c"]}:
    case {"name": str(name), "langs": [*langs]}:
        matched = (name, langs)
print(matched)
result = "unset"
match 5:
    case 1:
        result = "one"
print(result)
