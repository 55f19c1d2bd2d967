import random
random.seed(99)
xs = [random.uniform(0, 10) for _ in range(5)]
print([round(x, 4) for x in xs])
g = [random.gauss(0, 1) for _ in range(4)]
print(g)
