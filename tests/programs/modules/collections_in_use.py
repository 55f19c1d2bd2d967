# Collections in small programs: grouping, counting, a sliding window, records.
from collections import namedtuple, deque, Counter, defaultdict, OrderedDict

Student = namedtuple('Student', 'name grade score')
roster = [Student('ana', 3, 91), Student('ben', 2, 78), Student('cy', 3, 85),
          Student('di', 2, 99), Student('ed', 1, 60)]

by_grade = defaultdict(list)
for s in roster:
    by_grade[s.grade].append(s.name)
for grade in sorted(by_grade):
    print(grade, by_grade[grade])

best = max(roster, key=lambda s: s.score)
print(best, best.name, best._asdict())
print(sorted(roster, key=lambda s: (s.grade, -s.score))[:2])
name, grade, score = roster[0]
print(name, grade, score)

letters = Counter()
for s in roster:
    letters.update(s.name)
print(letters.most_common(3))
grades = Counter(s.grade for s in roster)
print(grades, grades[4], sorted(grades.elements()))

window = deque(maxlen=3)
averages = []
for value in [4, 8, 15, 16, 23, 42]:
    window.append(value)
    averages.append(sum(window) / len(window))
print(window, averages)

history = deque()
for page in ['home', 'about', 'blog', 'post']:
    history.append(page)
while history:
    print('back to', history.pop())

cache = OrderedDict()
for key in ['a', 'b', 'c', 'a', 'd']:
    if key in cache:
        cache.move_to_end(key)
    cache[key] = key.upper()
    if len(cache) > 3:
        print('evict', cache.popitem(last=False))
print(cache)

graph = defaultdict(set)
for a, b in [(1, 2), (2, 3), (1, 3), (3, 4)]:
    graph[a].add(b)
    graph[b].add(a)
seen, queue, order = {1}, deque([1]), []
while queue:
    node = queue.popleft()
    order.append(node)
    for nxt in sorted(graph[node]):
        if nxt not in seen:
            seen.add(nxt)
            queue.append(nxt)
print(order, dict(graph))
print({**Counter('ab')}, dict(Counter('aab')), dict(OrderedDict(x=1)))
inventory = {}
inventory.update(Counter(apple=3))
print(inventory, ''.isidentifier(), 'a_1'.isidentifier(), '1a'.isidentifier(), 'é'.isidentifier(), 'a-b'.isidentifier())
