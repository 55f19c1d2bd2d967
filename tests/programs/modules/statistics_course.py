# statistics on the kind of numbers a course notebook summarizes.
import statistics as st

prices = [152.0, 98.5, 240.25, 175.0, 98.5, 310.75, 120.0]
print(st.mean(prices), st.median(prices), st.mode(prices))
print(round(st.stdev(prices), 6), round(st.pstdev(prices), 6))
print(round(st.variance(prices), 4), round(st.pvariance(prices), 4))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median([1, 3, 5, 7]))
print(st.mean([1, 2, 3, 4]), type(st.mean([1, 2, 3, 4])).__name__, st.mean([0.5, 1.5]))
print(st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 10, 100]), st.harmonic_mean([40, 60]))
print(st.multimode("aabbbcccd"), st.multimode([]), st.mode(["red", "blue", "red"]))
print(st.quantiles(range(1, 11), n=4), st.quantiles([1, 2, 3, 4, 5], n=5, method="inclusive"))
print(st.mean(x for x in range(5)), st.median((3, 1, 2)))
for bad, args in [(st.mean, ([],)), (st.stdev, ([1],)), (st.variance, ([5],)), (st.median, ([],))]:
    try:
        bad(*args)
    except st.StatisticsError as e:
        print(bad.__name__, "StatisticsError:", e)
print(issubclass(st.StatisticsError, ValueError))
