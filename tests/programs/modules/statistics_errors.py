import statistics
from statistics import StatisticsError

calls = [
    ('mean', lambda: statistics.mean([])),
    ('fmean', lambda: statistics.fmean([])),
    ('fmean weights', lambda: statistics.fmean([1, 2], weights=[1])),
    ('fmean zero weights', lambda: statistics.fmean([1, 2], weights=[0, 0])),
    ('median', lambda: statistics.median([])),
    ('median_low', lambda: statistics.median_low(())),
    ('median_high', lambda: statistics.median_high([])),
    ('median_grouped', lambda: statistics.median_grouped([])),
    ('mode', lambda: statistics.mode([])),
    ('variance', lambda: statistics.variance([1])),
    ('variance empty', lambda: statistics.variance([])),
    ('pvariance', lambda: statistics.pvariance([])),
    ('stdev', lambda: statistics.stdev([5])),
    ('pstdev', lambda: statistics.pstdev([])),
    ('quantiles one', lambda: statistics.quantiles([1])),
    ('quantiles n', lambda: statistics.quantiles([1, 2], n=0)),
    ('quantiles method', lambda: statistics.quantiles([1, 2], method='middle')),
    ('harmonic empty', lambda: statistics.harmonic_mean([])),
    ('harmonic negative', lambda: statistics.harmonic_mean([1, -2])),
    ('harmonic weights', lambda: statistics.harmonic_mean([1, 2], weights=[1])),
    ('geometric', lambda: statistics.geometric_mean([1, 0])),
    ('geometric empty', lambda: statistics.geometric_mean([])),
    ('covariance lengths', lambda: statistics.covariance([1, 2], [1])),
    ('covariance short', lambda: statistics.covariance([1], [1])),
    ('correlation constant', lambda: statistics.correlation([1, 1, 1], [1, 2, 3])),
    ('correlation short', lambda: statistics.correlation([1], [2])),
    ('regression constant', lambda: statistics.linear_regression([2, 2], [1, 5])),
    ('regression lengths', lambda: statistics.linear_regression([1, 2, 3], [1, 2])),
    ('regression short', lambda: statistics.linear_regression([1], [1])),
    ('mean of str', lambda: statistics.mean(['a', 'b'])),
]
for label, call in calls:
    try:
        print(label, '->', call())
    except StatisticsError as e:
        print(label, '->', type(e).__name__, e)
    except (TypeError, ValueError) as e:
        print(label, '->', type(e).__name__, e)
print(issubclass(StatisticsError, ValueError), StatisticsError.__name__)
try:
    statistics.mean([])
except ValueError as e:
    print('caught as ValueError:', e)
