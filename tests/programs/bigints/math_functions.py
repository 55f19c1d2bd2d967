import math
print(math.isqrt(10 ** 40), math.isqrt(2 ** 127), math.isqrt(10 ** 41) ** 2 <= 10 ** 41)
print(math.gcd(2 ** 100, 6 ** 40), math.lcm(2 ** 70, 3 ** 40), math.gcd(10 ** 30, 10 ** 25 + 1))
print(math.comb(100, 50), math.perm(30, 20), math.comb(10 ** 20, 2))
print(math.log(10 ** 400), math.log10(10 ** 400), math.log2(2 ** 2000), math.log(2 ** 100, 2))
print(math.floor(1e30), math.ceil(-1e25), math.trunc(2.5e19), math.floor(2 ** 80))
print(math.prod(range(1, 31)), math.factorial(40))
print(math.sqrt(10 ** 30), math.exp(0) * 10 ** 20)
