scores = {"a": 90, "b": 55, "c": 72}
passed = {k: v for k, v in scores.items() if v >= 60}
print(passed, sorted(passed), max(scores, key=scores.get))
