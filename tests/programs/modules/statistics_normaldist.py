# statistics.NormalDist: construction, from_samples, pdf/cdf/inv_cdf, overlap,
# quantiles, zscore, arithmetic with constants and other distributions, seeded samples.
from statistics import NormalDist, StatisticsError

n = NormalDist(100, 15)
print(n, repr(NormalDist()), n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(100), n.cdf(130), n.inv_cdf(0.975), n.zscore(70), n.quantiles(), n.quantiles(5))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(0, 1)))
m = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(m, round(m.mean, 6), round(m.stdev, 6))
print(n + 5, n * 2, n - NormalDist(10, 20), n / 5, 5 - n, -n, +n, 3 * n, n + NormalDist(1, 2))
print(n == NormalDist(100, 15), n == NormalDist(100, 16), hash(n) == hash(NormalDist(100, 15)))
print(NormalDist(0, 1).samples(3, seed=42))
for call in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).pdf(0), lambda: n.inv_cdf(1.0),
             lambda: NormalDist.from_samples([1]), lambda: NormalDist(0, 0).overlap(NormalDist(0, 0))]:
    try:
        call()
    except StatisticsError as e:
        print("StatisticsError", e)
