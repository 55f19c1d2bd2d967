total = 0
def add(x):
    total += x
add(1)
