# json: values survive dumps then loads; dump/load with objects that have write()/read().
import json
from collections import namedtuple, OrderedDict, Counter

values = [0, -7, 2**40, 3.25, -0.0, 1e-7, 123456.789, 0.1, 1 / 3, "", "a\"b", "\u00e9\u4e2d\U0001F600",
          [], {}, [1, [2, [3, []]]], {"k": {"k": {"k": None}}}, True, False, None,
          {"list": [1, 2.5, "x", None, True], "empty": {}}]
for v in values:
    text = json.dumps(v)
    back = json.loads(text)
    print(text, back == v, type(back).__name__)
    assert json.loads(json.dumps(v, indent=3, sort_keys=True, ensure_ascii=False)) == v

print(json.loads(json.dumps({1: 'a', 2.0: 'b', None: 'c'})))
print(json.loads(json.dumps((1, (2, 3)))))


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def read(self):
        return ''.join(self.parts)


sink = Sink()
json.dump({"scores": [90, 85], "name": "Lin"}, sink, indent=2)
text = sink.read()
print(text)
print(json.load(sink))
sink2 = Sink()
json.dump([1, 2], sink2)
print(sink2.read(), json.load(sink2, parse_int=float))

Point = namedtuple('Point', 'x y')
print(json.dumps(Point(1, 2)), json.dumps({'p': [Point(3, 4)]}))
print(json.dumps(OrderedDict([('z', 1), ('a', 2)])), json.dumps(Counter('aab')))
print(json.loads('{"z": 1, "a": 2}', object_pairs_hook=OrderedDict))

config = '''
{
    "debug": false,
    "servers": [
        {"host": "alpha", "port": 8080},
        {"host": "beta",  "port": 8081}
    ],
    "ratio": 2.5e-1
}
'''
cfg = json.loads(config)
for server in cfg["servers"]:
    print(server["host"], server["port"] + 1)
print(cfg["debug"], cfg["ratio"], sorted(cfg))
try:
    json.loads(config.replace('"beta",', '"beta"'))
except json.JSONDecodeError as e:
    print(e.msg, e.lineno, e.colno, e.pos)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
err = json.JSONDecodeError('Custom', 'ab\ncd', 4)
print(err, err.args, err.doc)
