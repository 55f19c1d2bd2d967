def down(n):
    return 0 if n == 0 else 1 + down(n - 1)


def forever(n):
    return forever(n + 1)


for attempt in range(3):
    try:
        forever(0)
    except RecursionError as e:
        print(attempt, type(e).__name__, e)
print(down(990))
