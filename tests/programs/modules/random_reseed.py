import random
random.seed(7)
a = [random.randint(0, 99) for _ in range(5)]
random.seed(7)
b = [random.randint(0, 99) for _ in range(5)]
print(a, a == b)
random.seed(2024)
print(round(sum(random.random() for _ in range(1000)), 6))
