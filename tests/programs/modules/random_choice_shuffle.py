import random
random.seed(11)
deck = list(range(1, 11))
random.shuffle(deck)
print(deck)
print([random.choice(deck) for _ in range(5)], random.randint(-5, 5), random.randrange(0, 100, 7))
