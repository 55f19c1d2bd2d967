# A memo table: a dict whose __missing__ computes and stores what is asked for.
class FibCache(dict):
    def __init__(self):
        super().__init__({0: 0, 1: 1})
        self.computed = 0

    def __missing__(self, n):
        self.computed += 1
        value = self[n - 1] + self[n - 2]
        self[n] = value
        return value


fib = FibCache()
print(fib[10], fib[30], fib.computed, len(fib))
print(fib[30], fib.computed, 25 in fib, fib.get(99), 99 in fib)


class Squares(dict):
    def __missing__(self, key):
        print(f"  computing {key}")
        return key * key  # not stored: asked again, computed again


sq = Squares()
print(sq[4], sq[4], len(sq), sq)


class Grouping(dict):
    def __missing__(self, key):
        self[key] = group = []
        return group


groups = Grouping()
for word in "apple avocado banana blueberry cherry".split():
    groups[word[0]].append(word)
print(groups, type(groups).__name__, dict(groups) == groups)
print(sorted(groups), {k: len(v) for k, v in groups.items()})
