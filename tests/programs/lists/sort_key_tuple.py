people = [("ann", 30), ("bob", 25), ("cy", 30), ("di", 22)]
people.sort(key=lambda p: (-p[1], p[0]))
print(people)
