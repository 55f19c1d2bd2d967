print(sum(x for x in range(5)), min(x * x for x in [-3, 2]), sorted(c for c in "cab"), tuple(x for x in "ab"))
print(",".join(str(i) for i in range(4)))
