primes = []
for n in range(2, 60):
    for p in primes:
        if p * p > n:
            primes.append(n)
            break
        if n % p == 0:
            break
    else:
        primes.append(n)
print(primes)
