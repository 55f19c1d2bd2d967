def is_even(n):
    if n % 2 == 0:
        return true
    return False

print(is_even(3))
print(is_even(4))
