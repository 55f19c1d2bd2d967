import json
data = {"name": "Ada", "age": 36, "langs": ["en", "fr"], "ok": True, "none": None, "ratio": 0.1, "nested": {"a": [1, 2, {"b": []}], "c": {}}}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=4, sort_keys=True))
print(json.dumps(data, separators=(',', ':')))
print(json.dumps([1, [2, 3]], indent=0))
print(json.dumps([1, [2, 3]], indent=-2))
print(json.dumps({"a": [1, 2]}, indent='\t'))
print(json.dumps({"a": [1, 2]}, indent='--'))
print(json.dumps([1, 2], indent=2, separators=(', ', ': ')))
print(json.dumps([]), json.dumps({}), json.dumps([[]], indent=2), json.dumps({"x": {}}, indent=2))
print(json.dumps(3), json.dumps(-0.0), json.dumps(1e100), json.dumps(1.0), json.dumps(0.1 + 0.2), json.dumps(2**62))
print(json.dumps(float('nan')), json.dumps(float('inf')), json.dumps([float('-inf')]))
print(json.dumps("plain"), json.dumps('quote " backslash \\ slash /'), json.dumps("line\nbreak\ttab\r\b\f"))
print(json.dumps("caf\u00e9 \u20ac \U0001F600 \x00 \x1f \x7f"))
print(json.dumps("caf\u00e9 \u20ac \U0001F600 \x7f", ensure_ascii=False))
print(json.dumps({"\u00e9": "\u00e9"}), json.dumps({"\u00e9": "\u00e9"}, ensure_ascii=False))
print(json.dumps({3: 'int', 2.5: 'float', True: 't', False: 'f', None: 'n', float('inf'): 'inf'}))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True))
print(json.dumps((1, 2, (3,))), json.dumps([True, False, None]))
print(json.dumps({(1, 2): 'x', 'k': 1}, skipkeys=True))
print(json.dumps({'s': {1, 2}}, default=sorted))
print(json.dumps([1, {2}], default=lambda o: {'set': sorted(o)}))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(json.dumps(Point(1, 2), default=lambda o: o.__dict__))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return [o.x, o.y]
        return super().default(o)
print(json.dumps({'p': Point(3, 4)}, cls=Enc), Enc().encode([Point(5, 6)]), Enc(indent=1).encode({'a': 1}))
for bad in [Point(1, 2), {1, 2}, {'a': object}, range(2)]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps([float('nan')], allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({1: 'a', 'b': 2}, sort_keys=True)
except TypeError as e:
    print(type(e).__name__, e)
loop = [1]
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print(type(e).__name__, e)
d = {}
d['self'] = d
try:
    json.dumps(d)
except ValueError as e:
    print(type(e).__name__, e)
shared = [1]
print(json.dumps([shared, shared]))
