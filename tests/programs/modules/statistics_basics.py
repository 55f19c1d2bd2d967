import statistics
from statistics import mean, median, mode, multimode, stdev, pstdev, variance, pvariance

print(mean([1, 2, 3]), mean([1, 2]), mean([1, 2, 3, 4]), mean([0.1, 0.2, 0.3]), mean([-1, 1]), mean(range(11)))
print(mean([1, 2.5]), mean((True, False, True)) if False else mean([3]), mean(iter([4, 5])))
print(statistics.fmean([1, 2, 3]), statistics.fmean([3.5, 4.0, 5.25]), statistics.fmean([1, 2, 3], weights=[3, 2, 1]))
print(median([1, 3, 5]), median([1, 3, 5, 7]), median([5, 1, 4, 2]), median([1.5, 2.5]), median(['b', 'a', 'c']))
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]), statistics.median_low(['x', 'y']))
print(statistics.median_grouped([52, 52, 53, 54]), statistics.median_grouped([1, 3, 3, 5, 7], interval=2), statistics.median_grouped([2.5]))
print(mode([1, 1, 2, 3, 3, 3, 4]), mode('aabbbcc'), mode(['red', 'blue', 'blue', 'red']), mode([4.5]))
print(multimode('aabbbbccddddeeffffgg'), multimode([]), multimode([1, 2, 3]))
print(variance([1, 2, 3, 4]), variance([1, 2, 3]), variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]), variance([1, 1]))
print(pvariance([1, 2, 3, 4]), pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]), pvariance([5]), pvariance([2, 4]))
print(stdev([1, 2, 3]), stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), pstdev([1, 2, 3, 4]), pstdev([7]), stdev([2, 2]))
print(variance([1, 2, 3], 2), variance([1.0, 2.0, 3.0], xbar=2.0), pvariance([1, 2, 3, 4], mu=2.5), stdev([1, 2, 3, 4], 2.5))
print(type(mean([1, 2, 3])).__name__, type(variance([1, 2, 3])).__name__, type(stdev([1, 2, 3])).__name__, type(median([1, 2])).__name__)
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), statistics.quantiles(range(1, 11), n=5, method='inclusive'))
print(statistics.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129,
                            106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95,
                            103, 107, 101, 81, 109, 104], n=10))
print(statistics.quantiles([1.5, 2.5], n=3), statistics.quantiles([1, 2], n=1), statistics.quantiles([10, 20, 30]))
print(statistics.harmonic_mean([40, 60]), statistics.harmonic_mean([2.5, 3, 10]), statistics.harmonic_mean([40, 60], weights=[5, 30]))
print(statistics.harmonic_mean([0, 5]), statistics.harmonic_mean([7]), statistics.harmonic_mean([2.5]))
print(statistics.geometric_mean([54, 24, 36]), statistics.geometric_mean([1, 10, 100]), statistics.geometric_mean([2.0]))
print(mean([float('inf'), 1]), variance([1, float('inf')]), mean([1e300, 1e300]))
grades = {'ana': [90, 85, 77], 'ben': [60, 75], 'cy': [88, 92, 95, 91]}
for name, g in grades.items():
    print(f"{name}: mean={mean(g):.2f} median={median(g)} stdev={stdev(g):.3f}")
