from statistics import correlation, covariance, linear_regression, LinearRegression

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(covariance(x, y), covariance(z, x), covariance(z, y))
print(correlation(x, x), correlation(x, z), correlation(x, y), correlation([1.5, 2.5, 4.0], [2.0, 3.5, 3.0]))
fit = linear_regression(x, [3 * v + 2 for v in x])
print(fit, fit.slope, fit.intercept, fit[0], tuple(fit), fit == (3.0, 2.0))
slope, intercept = linear_regression([1, 2, 3, 4], [2.1, 3.9, 6.2, 7.8])
print(slope, intercept)
print(linear_regression([1, 2, 3], [2, 4, 7], proportional=True))
print(linear_regression([0.5, 1.5, 2.25, 3.0], [1.0, 2.0, 2.5, 4.75]))
year = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
r = linear_regression(year, films)
print(r, round(r.slope * 2019 + r.intercept))
print(LinearRegression(1, 2), LinearRegression._fields, r._asdict())
