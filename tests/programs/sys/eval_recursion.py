def nested(n):
    if n == 0:
        return 0
    return eval("nested(n - 1) + 1")

print(nested(50))
try:
    nested(5000)
except RecursionError as e:
    print("RecursionError:", e)
