def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("caught:", e)
def depth(n):
    return n if n == 0 else depth(n - 1)
print(depth(990))
