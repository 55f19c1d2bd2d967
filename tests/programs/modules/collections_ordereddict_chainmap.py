from collections import OrderedDict, ChainMap
o = OrderedDict()
o['one'] = 1; o['two'] = 2; o['three'] = 3
print(o, list(o), o['two'])
o.move_to_end('one'); print(o)
o.move_to_end('three', last=False); print(o)
print(o.popitem(), o.popitem(last=False), o)
print(OrderedDict(), OrderedDict([('x', 1), ('y', 2)]), OrderedDict(a=1) == {'a': 1})
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(OrderedDict(a=1, b=2)) == dict(b=2, a=1))
try:
    OrderedDict().popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    o.move_to_end('nope')
except KeyError as e:
    print(type(e).__name__, e)
u = OrderedDict.fromkeys('abc', 0); u.update({'d': 4}, e=5); print(u, len(u))
del u['a']; print(u.pop('b'), u.pop('zz', 'dflt'), u, list(u.keys()), list(u.values()))
u.clear(); print(u, bool(u))
