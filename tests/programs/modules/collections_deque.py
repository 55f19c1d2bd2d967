from collections import deque
d = deque([1, 2, 3])
d.append(4); d.appendleft(0)
print(d, len(d), d[0], d[-1], list(d), 3 in d, 9 in d)
print(d.pop(), d.popleft(), d)
d.extend([5, 6]); d.extendleft([-1, -2])
print(d)
d.rotate(2); print(d)
d.rotate(-3); print(d)
print(d.count(5), d.index(5))
d.remove(5); d.reverse(); print(d)
d[0] = 'first'; del d[1]; print(d, d == deque(['first', 2, 1, -1, -2][:0] + list(d)))
m = deque(range(10), maxlen=3)
print(m, m.maxlen)
m.append(10); print(m)
m.appendleft(0); print(m)
m.extend('ab'); print(m)
print(deque(), deque('abc'), deque([], maxlen=0), bool(deque()), list(reversed(deque([1, 2, 3]))))
e = deque()
for meth in ('pop', 'popleft'):
    try:
        getattr(e, meth)()
    except IndexError as ex:
        print(type(ex).__name__, ex)
try:
    deque([1])[5]
except IndexError as ex:
    print(type(ex).__name__, ex)
try:
    deque([1]).remove(7)
except ValueError as ex:
    print(type(ex).__name__, ex)
try:
    deque([1]).index(7)
except ValueError as ex:
    print(type(ex).__name__, ex)
try:
    deque(maxlen=-1)
except ValueError as ex:
    print(type(ex).__name__, ex)
q = deque([1, 2]); q += [3]; print(q, q * 2, q + deque([9]), q == deque([1, 2, 3]), q == [1, 2, 3])
q.clear(); print(q, len(q))
c = deque([1, 2], maxlen=2).copy(); print(c)
try:
    c.insert(0, 5)
except IndexError as ex:
    print(type(ex).__name__, ex)
w = deque([3, 4]); w.insert(1, 9); print(w)
