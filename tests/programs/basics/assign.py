a = b = c = 5
print(a, b, c)
x, y = 1, 2
x, y = y, x
print(x, y)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abc"
print(init, last)
a, (b, c) = 1, (2, 3)
print(a, b, c)
p, *q, r = range(6)
print(p, q, r)
n = 10
n += 5; n -= 3; n *= 2; print(n)
n /= 4; print(n)
n //= 2; print(n)
m = 17
m %= 5; print(m)
m **= 3; print(m)
s = "ab"
s += "cd"
s *= 2
print(s)
lst = [1]
alias = lst
lst += [2, 3]
print(alias)
