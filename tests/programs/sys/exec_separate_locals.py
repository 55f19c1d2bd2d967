g = {"scale": 10}
l = {}
exec("a = 2\nb = a * scale", g, l)
print(sorted(l.items()))
print("a" in g, "b" in g)
exec("def f():\n    return scale\nresult = f()", g, l)
print(l["result"])
try:
    exec("c = 5\ndef h():\n    return c\nh()", g, l)
except NameError as e:
    print("NameError:", e)
exec("global counter\ncounter = 1", g, l)
print(g["counter"], "counter" in l)
