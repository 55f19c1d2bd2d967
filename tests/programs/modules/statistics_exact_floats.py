import statistics as st
import random
random.seed(5)
datasets = [[1, 2, 3], [1, 2], [1, 2, 3, 4], [0.1, 0.2, 0.3], [0.1, 0.2, 0.3, 0.4], [2.5, 3.25, 5.5, 11.25, 11.75],
            [1e16, 1.0, -1e16], [3, 3.5, 4], [-1, -2, -7, 10], [1.5, 1.5, 1.5], [100, 101, 102, 103, 99],
            [0.1] * 10, [1, 1, 2, 3, 5, 8, 13, 21], [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]]
for _ in range(40):
    k = random.randint(2, 9)
    datasets.append([round(random.uniform(-100, 100), random.randint(0, 4)) for _ in range(k)])
    datasets.append([random.random() * 10 ** random.randint(-3, 5) for _ in range(k)])
    datasets.append([random.randint(-50, 1000) for _ in range(k)])
for d in datasets:
    print(st.mean(d), st.fmean(d), st.median(d), st.median_low(d), st.median_high(d), st.median_grouped(d))
    print('  ', st.variance(d), st.pvariance(d), st.stdev(d), st.pstdev(d))
    print('  ', st.quantiles(d), st.quantiles(d, n=10, method='inclusive'), st.mode(d), st.multimode(d))
    print('  ', st.variance(d, st.mean(d)), st.pstdev(d, st.mean(d)))
    pos = [abs(x) + 1 for x in d]
    print('  ', st.harmonic_mean(pos), st.geometric_mean(pos))
