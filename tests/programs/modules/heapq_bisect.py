import heapq, random
random.seed(7)
h = []
for x in [5, 3, 8, 1, 9, 2, 7, 3]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(3)], h)
data = [random.randint(0, 50) for _ in range(20)]
heapq.heapify(data); print(data)
print(heapq.heapreplace(data, 25), data)
print(heapq.heappushpop(data, 0), heapq.heappushpop(data, 30), data)
print(heapq.nlargest(3, [4, 1, 7, 3, 9]), heapq.nsmallest(2, ["bb", "a", "ccc"], key=len), heapq.nlargest(0, [1]), heapq.nsmallest(5, [3, 1]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])), list(heapq.merge(["a", "bbb"], ["cc"], key=len)), list(heapq.merge([9, 5, 1], [8, 2], reverse=True)))
tasks = []
heapq.heappush(tasks, (2, "write")); heapq.heappush(tasks, (1, "read")); heapq.heappush(tasks, (2, "alpha"))
while tasks: print(heapq.heappop(tasks))
try: heapq.heappop([])
except IndexError as e: print("IndexError", e)
import bisect
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 100), bisect.bisect_left(a, 4, 3), bisect.bisect_right(a, 4, 0, 2))
bisect.insort(a, 5); bisect.insort_left(a, 4); print(a)
grades = [60, 70, 80, 90]
print(["FDCBA"[bisect.bisect(grades, s)] for s in [33, 99, 77, 70, 89, 90, 100]])
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("d", 4), key=lambda r: r[1]); print(recs)
try: bisect.bisect([1], 1, -1)
except ValueError as e: print(e)
