d = {"a": 1, "b": 2, "c": 3}
k = d.keys()
print(k & {"a", "z"}, sorted(k | ["q"]), sorted(k - {"a"}), {"a", "x"} - k, k ^ {"a", "q"} == {"b", "c", "q"})
print(k == {"a", "b", "c"}, k != {"a"}, d.items() == {("a", 1), ("b", 2), ("c", 3)}, ("a", 1) in d.items(), ("a", 2) in d.items())
print(2 in d.values(), "a" in k, bool({}.keys()), len(d.items()))
print(d.values() == d.values(), d.keys() == d.keys())
del d["a"]
print(k, sorted(k & {"b"}))
try:
    k & 5
except TypeError as e:
    print("TypeError:", e)
try:
    hash(k)
except TypeError as e:
    print("TypeError:", e)
