# A list that keeps itself sorted: insertion by binary search, membership too.
class SortedList(list):
    def __init__(self, items=()):
        super().__init__(sorted(items))

    def _position(self, value):
        lo, hi = 0, len(self)
        while lo < hi:
            mid = (lo + hi) // 2
            if self[mid] < value:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def add(self, value):
        self.insert(self._position(value), value)

    def __contains__(self, value):
        i = self._position(value)
        return i < len(self) and self[i] == value

    def append(self, value):
        raise NotImplementedError("use add() to keep the order")


scores = SortedList([70, 95, 60])
for s in [88, 61, 100, 59]:
    scores.add(s)
print(scores, 88 in scores, 87 in scores, scores[0], scores[-1], scores[2:5])
print(list(scores) == sorted(scores), min(scores), type(scores).__name__)
try:
    scores.append(1)
except NotImplementedError as e:
    print(type(e).__name__, e)
words = SortedList("pear apple fig".split())
words.add("banana")
print(words, "fig" in words, "kiwi" in words)
