# Generator pipelines, as a notebook streams records through them.
def read_rows(lines):
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        yield n, line.split(",")


def to_numbers(rows):
    for n, fields in rows:
        try:
            yield n, [float(f) for f in fields]
        except ValueError:
            print(f"skipping line {n}: {fields}")


def running_mean(rows):
    total = count = 0
    for n, values in rows:
        total += sum(values)
        count += len(values)
        yield n, total / count


lines = ["# x,y", "1,2", "", "3,4", "5,x", "6,7"]
pipeline = running_mean(to_numbers(read_rows(lines)))
print(type(pipeline).__name__)
for n, mean in pipeline:
    print(n, round(mean, 3))
print(list(pipeline))


def chunks(iterable, size):
    chunk = []
    for item in iterable:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


print(list(chunks(range(7), 3)))
print([sum(c) for c in chunks((x * x for x in range(10)), 4)])


def take(n, it):
    it = iter(it)
    return [next(it) for _ in range(n)]


def naturals():
    n = 0
    while True:
        yield n
        n += 1


evens = (n for n in naturals() if n % 2 == 0)
print(take(5, evens), take(2, evens))
g = naturals()
print(next(g), next(g), g.__next__(), iter(g) is g)
print(sum(x for x in range(10**5) if x > 5 and x < 9 or x > 10**5 - 3))
