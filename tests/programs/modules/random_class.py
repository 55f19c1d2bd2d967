# random.Random instances with their own state, subclasses that override
# random() or getrandbits(), getstate/setstate, randbytes and every distribution.
import random

r = random.Random(42)
print([r.random() for _ in range(3)])
print(r.randint(1, 100), r.randrange(0, 100, 7), r.choice("abcdef"), r.uniform(1, 2))
items = list(range(10))
r.shuffle(items)
print(items, r.sample(range(100), 5), r.choices("xyz", k=4), r.choices("xyz", [1, 2, 3], k=4))
print(r.getrandbits(8), r.getrandbits(100), r.getrandbits(0))
print(r.gauss(), r.gauss(5, 2), r.normalvariate(), r.expovariate(1.5), r.triangular(0, 10, 2))
print(r.betavariate(2, 3), r.gammavariate(0.5, 1), r.gammavariate(1, 2), r.gammavariate(3, 2))
print(r.lognormvariate(0, 1), r.paretovariate(3), r.vonmisesvariate(1, 4), r.weibullvariate(1, 1.5))
print(r.randbytes(5), r.randbytes(0), r.sample(["a", "b", "c"], 5, counts=[1, 2, 3]))

# Two generators seeded alike agree, and the module's functions are a third.
a, b = random.Random(7), random.Random(7)
print(a.random() == b.random(), a.randrange(10**30))
random.seed(7)
print(random.random(), random.Random(7).random())
print(random.Random(2**70).random(), random.Random(-5).random() == random.Random(5).random())
print(random.Random(1.5).random())

state = r.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[2] is None or type(state[2]).__name__)
first = [r.random() for _ in range(3)]
r.setstate(state)
print(first == [r.random() for _ in range(3)])
random.seed(3)
saved = random.getstate()
x = random.random(), random.randint(1, 9), random.gauss()
random.setstate(saved)
print(x == (random.random(), random.randint(1, 9), random.gauss()))
r2 = random.Random()
r2.setstate(random.getstate())
print(r2.random() == random.random())
for bad in [(3, (1, 2), None), (9, (), None)]:
    try:
        r.setstate(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    random.seed([1])
except TypeError as e:
    print(e)
for call in [lambda: r.randrange(0), lambda: r.randrange(5, 2), lambda: r.randrange(1, 9, 0),
             lambda: r.choice([]), lambda: r.sample([1], 2), lambda: r.gammavariate(0, 1),
             lambda: r.getrandbits(-1)]:
    try:
        call()
    except ValueError as e:
        print(e)
    except IndexError as e:
        print("IndexError", e)


class Fixed(random.Random):
    def random(self):
        return 0.25


f = Fixed()
print(f.random(), f.uniform(0, 8), f.choice("abcd"), f.randrange(100), f.expovariate(2.0))


class Counting(random.Random):
    def __init__(self, seed):
        self.calls = 0
        super().__init__(seed)

    def getrandbits(self, k):
        self.calls += 1
        return super().getrandbits(k)


c = Counting(1)
print(c.randrange(1000), c.choice(range(50)), c.calls, c.randbytes(3))


class Seeded(random.Random):
    def seed(self, a=None, version=2):
        print("seed", a)
        super().seed(a)


s = Seeded(11)
print(s.random() == random.Random(11).random())
print(type(r).__name__, type(r).__mro__[1].__name__, random.Random(1).gauss_next)

sr = random.SystemRandom()
print(0 <= sr.random() < 1, 1 <= sr.randint(1, 6) <= 6, len(sr.randbytes(4)), sr.seed(5))
try:
    sr.getstate()
except NotImplementedError as e:
    print(e)
print(random.NV_MAGICCONST, random.TWOPI, random.LOG4, random.SG_MAGICCONST, random.BPF, random.RECIP_BPF)
random.seed(12)
print(random.betavariate(1, 1), random.gammavariate(2, 1), random.lognormvariate(0, 0.5),
      random.paretovariate(1), random.vonmisesvariate(0, 0), random.weibullvariate(2, 3), random.randbytes(3))
print(sorted(random.__all__))
