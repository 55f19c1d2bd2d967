xs = [3, 1, 3, 2, 1]
print(sorted(set(xs)), len(set(xs)))
seen = set()
out = []
for x in xs:
    if x not in seen:
        seen.add(x)
        out.append(x)
print(out)
