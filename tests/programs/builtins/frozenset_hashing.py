# frozensets are hashable: dict keys, set members, equal to the set of their elements
print(hash(frozenset()) == hash(frozenset([])))
print(hash(frozenset([1, 2, 3])) == hash(frozenset([3, 2, 1])))
print(hash(frozenset()))
print(hash(frozenset([1, 2, 3])))
print(hash(frozenset(["a"])) == hash(frozenset("a")))
d = {frozenset([1, 2]): "one-two", frozenset(): "empty"}
print(d[frozenset([2, 1])], d[frozenset()])
print(frozenset([1, 2]) in d, frozenset([1]) in d)
s = {frozenset([1]), frozenset([1]), frozenset([2, 1])}
print(len(s), frozenset([1]) in s)
print({1} in s, {1, 2} in s, {3} in s)
graph = {}
for edge in [(1, 2), (2, 1), (2, 3)]:
    key = frozenset(edge)
    graph[key] = graph.get(key, 0) + 1
print(sorted((sorted(k), v) for k, v in graph.items()))
print({(1, frozenset([2])): "nested"}[(1, frozenset([2]))])
try:
    hash({1})
except TypeError as e:
    print(type(e).__name__, e)
try:
    {{1}: 2}
except TypeError as e:
    print(type(e).__name__, e)
try:
    d[{1, 2}]
except TypeError as e:
    print(type(e).__name__, e)
