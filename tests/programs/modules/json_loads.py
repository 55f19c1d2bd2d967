import json
cases = ["", "  ", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{1:2}", "[1 2]", "\"abc", "\"a\\qb\"", "\"\\u12\"", "\"\\uzzzz\"", "\"a\nb\"", "1 2", "[", "{", "{\"a\":", "tru", "-", "01", "1.", "1e", "nul", "[1,2", "\"\\ud83d\\ude00\"", "NaN", "-Infinity", "1E400", "-0", "-0.0", "1.5e3", "{\"a\":1}x", "\"x\\", "[\"a\",\n  tru]", "{\"a\"}", "{\"a\":1 \"b\":2}", "1234567890123456789", "[-]", "[1e5, 2E-3, -0.5e+2, 10]", " {\"k\" : [ true , false , null ] } ", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\u20AC\"", "{\"a\": {\"b\": {\"c\": []}}, \"a\": 2}", "\"tab\there\"", "[\n1,\n2,\n]"]
for s in cases:
    try:
        print(repr(s), repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), type(e).__name__, e, '|', e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
try:
    json.loads(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads("[1, 2")
except ValueError as e:
    print('ValueError caught:', e)
print(json.loads('{"a": 1.5, "b": 2}', parse_float=str, parse_int=lambda t: int(t) * 10))
print(json.loads('[NaN, Infinity]', parse_constant=lambda c: c.lower()))
print(json.loads('{"x": 1, "y": [1, {"z": 2}]}', object_hook=lambda d: sorted(d)))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=list))
print(repr(json.loads('"a\\u0000b\x01"', strict=False)))
d = json.JSONDecoder()
print(d.decode('[1]'), d.raw_decode('{"a": 1} tail'))
try:
    json.loads("\ufeff[1]")
except json.JSONDecodeError as e:
    print(e)
