from collections import defaultdict, OrderedDict, ChainMap
g = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    g[k].append(v)
print(g, g['a'], len(g), 'c' in g, g.get('c'), g['c'], g)
print(dict(g), list(g.items()), g.default_factory)
n = defaultdict(int)
for ch in 'mississippi':
    n[ch] += 1
print(n, sorted(n.items(), key=lambda kv: -kv[1]))
s = defaultdict(set); s['x'].add(1); print(s)
z = defaultdict(); print(z, z.default_factory)
try:
    z['missing']
except KeyError as e:
    print(type(e).__name__, e)
try:
    defaultdict(5)
except TypeError as e:
    print(type(e).__name__, e)
h = defaultdict(lambda: 'none', {'k': 'v'}); print(h['k'], h['q'], dict(h))
print(g == {'a': [1, 3], 'b': [2], 'c': []}, g.pop('c'), g.setdefault('d', [0]), g)
cp = g.copy(); cp['e'].append(1); print(cp, g, type(cp).__name__)
