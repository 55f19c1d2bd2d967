"""statistics: averages, spread and relations of numeric data.

CPython computes mean, variance and stdev exactly with fractions. Integers here
are 64-bit, so for float data the exact value is kept as a list of floats whose
exact sum it is (products split Veltkamp-style so each piece is exact) and the
result is rounded correctly by testing the halfway points with math.fsum, whose
result has the sign of the exact sum. Fraction and Decimal data are not supported.
"""

from math import fsum, sqrt, exp, log, frexp, nextafter, isfinite, isnan
from collections import namedtuple

__all__ = ['NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean',
           'geometric_mean', 'harmonic_mean', 'linear_regression', 'mean', 'median',
           'median_grouped', 'median_high', 'median_low', 'mode', 'multimode', 'pstdev',
           'pvariance', 'quantiles', 'stdev', 'variance']


class StatisticsError(ValueError):
    pass


LinearRegression = namedtuple('LinearRegression', ('slope', 'intercept'))

_INF = float('inf')


# ---- exact float arithmetic -------------------------------------------------------

def _split(a):
    c = 134217729.0 * a
    hi = c - (c - a)
    return hi, a - hi


def _two_prod(a, b):
    # Four floats whose exact sum is a * b.
    ah, al = _split(a)
    bh, bl = _split(b)
    return [ah * bh, ah * bl, al * bh, al * bl]


def _int_parts(n):
    # Floats whose exact sum is the integer n.
    parts = []
    while n:
        f = float(n)
        parts.append(f)
        n -= int(f)
    return parts


def _partials(values):
    # Shewchuk's non-overlapping partials: their exact sum is the exact sum of values.
    partials = []
    for x in values:
        i = 0
        for y in partials:
            if abs(x) < abs(y):
                x, y = y, x
            hi = x + y
            lo = y - (hi - x)
            if lo:
                partials[i] = lo
                i += 1
            x = hi
        partials[i:] = [x]
    return partials


def _is_even(x):
    m, e = frexp(x)
    return int(m * 9007199254740992.0) % 2 == 0


def _sign(parts):
    s = fsum(parts)
    return (s > 0) - (s < 0)


def _ratio(num, den):
    # Correctly rounded (sum of num) / (sum of den), den's sum positive.
    q = fsum(num) / fsum(den)
    if not isfinite(q) or q == 0:
        return q
    for _ in range(4):
        up = nextafter(q, _INF)
        h = (up - q) / 2
        diff = list(num)
        for d in den:
            diff.extend(-p for p in _two_prod(q, d))
            diff.extend(-p for p in _two_prod(h, d))
        s = _sign(diff)
        if s > 0:
            q = up
            continue
        if s == 0:
            return q if _is_even(q) else up
        down = nextafter(q, -_INF)
        h = (q - down) / 2
        diff = list(num)
        for d in den:
            diff.extend(-p for p in _two_prod(q, d))
            diff.extend(_two_prod(h, d))
        s = _sign(diff)
        if s < 0:
            q = down
            continue
        if s == 0:
            return q if _is_even(q) else down
        return q
    return q


def _sqrt_ratio(num, den):
    # Correctly rounded square root of (sum of num) / (sum of den).
    r = sqrt(fsum(num) / fsum(den))
    if not isfinite(r) or r == 0:
        return r
    for _ in range(4):
        up = nextafter(r, _INF)
        mid_sq = _mid_square(r, (up - r) / 2)
        diff = list(num)
        for d in den:
            for p in mid_sq:
                diff.extend(-x for x in _two_prod(p, d))
        s = _sign(diff)
        if s > 0:
            r = up
            continue
        if s == 0:
            return r if _is_even(r) else up
        down = nextafter(r, -_INF)
        mid_sq = _mid_square(r, -(r - down) / 2)
        diff = list(num)
        for d in den:
            for p in mid_sq:
                diff.extend(-x for x in _two_prod(p, d))
        s = _sign(diff)
        if s < 0:
            r = down
            continue
        if s == 0:
            return r if _is_even(r) else down
        return r
    return r


def _mid_square(r, h):
    # Floats whose exact sum is (r + h) ** 2.
    return _two_prod(r, r) + _two_prod(2 * r, h) + _two_prod(h, h)


# ---- data ------------------------------------------------------------------------

def _numbers(data, allow_nonfinite=True):
    values = list(data)
    all_int = True
    for x in values:
        if isinstance(x, bool) or isinstance(x, int):
            continue
        if isinstance(x, float):
            all_int = False
            continue
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")
    return values, all_int


def _int_div(num, den):
    # num / den for ints as CPython's _convert gives it: an int when exact.
    if num % den == 0:
        return num // den
    return _ratio(_int_parts(num), _int_parts(den))


def _sum_sq_dev(values, all_int, c):
    # (numerator parts or int, divisor) with exact sum of squares = numerator / divisor.
    n = len(values)
    if c is not None:
        if all_int and isinstance(c, int):
            return sum((x - c) * (x - c) for x in values), 1, True
        return _partials((x - c) * (x - c) for x in values), 1, False
    if all_int:
        sx = sum(values)
        sxx = sum(x * x for x in values)
        return n * sxx - sx * sx, n, True
    if any(not isfinite(x) for x in values):
        return [sum(x for x in values if not isfinite(x))], 1, False
    sx = _partials(values)
    parts = []
    for x in values:
        for p in _two_prod(x, x):
            parts.extend(_two_prod(p, float(n)))
    for a in sx:
        for b in sx:
            parts.extend(-p for p in _two_prod(a, b))
    return _partials(parts), n, False


# ---- averages ----------------------------------------------------------------------

def mean(data):
    values, all_int = _numbers(data)
    n = len(values)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    if all_int:
        return _int_div(sum(values), n)
    if any(not isfinite(x) for x in values):
        return sum(x for x in values if not isfinite(x)) / n
    return _ratio(_partials(values), [float(n)])


def fmean(data, weights=None):
    values = list(data)
    n = len(values)
    if weights is None:
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return fsum(values) / n
    weights = list(weights)
    num = fsum(x * w for x, w in zip(values, weights))
    if n != len(weights):
        raise StatisticsError('data and weights must be the same length')
    den = fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    values = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(values)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = values[0]
        if isinstance(x, (int, float)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        for w in weights:
            if w < 0:
                raise StatisticsError(errmsg)
        sum_weights = sum(weights)
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
    try:
        terms = [w / x if w else 0 for w, x in zip(weights, values)]
    except ZeroDivisionError:
        return 0
    total = _partials(terms)
    if fsum(total) <= 0:
        raise StatisticsError('Weighted sum must be positive')
    num = _int_parts(sum_weights) if isinstance(sum_weights, int) else _partials([sum_weights])
    return _ratio(num, total)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n == 1:
        return data[0]
    x = data[n // 2]
    for obj in (x, interval):
        if isinstance(obj, str):
            raise TypeError('expected number but got %r' % obj)
    lower = x - interval / 2
    below = sum(1 for v in data if v < x)
    freq = sum(1 for v in data if v == x)
    return lower + interval * (n / 2 - below) / freq


def mode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        raise StatisticsError('no mode for empty data')
    best = max(counts.values())
    for value, count in counts.items():
        if count == best:
            return value


def multimode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return [value for value, count in counts.items() if count == best]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    result = []
    if method == 'inclusive':
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        for i in range(1, n):
            j = min(max(i * m // n, 1), ld - 1)
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f'Unknown method: {method!r}')


# ---- spread ------------------------------------------------------------------------

def _variance(data, c, ddof, name, least):
    values, all_int = _numbers(data)
    n = len(values)
    if n < least:
        s = 'one data point' if least == 1 else 'two data points'
        raise StatisticsError(f'{name} requires at least {s}')
    num, div, exact_int = _sum_sq_dev(values, all_int, c)
    den = div * (n - ddof)
    return num, den, exact_int


def variance(data, xbar=None):
    num, den, exact_int = _variance(data, xbar, 1, 'variance', 2)
    if exact_int:
        return _int_div(num, den)
    return _ratio(num, _int_parts(den))


def pvariance(data, mu=None):
    num, den, exact_int = _variance(data, mu, 0, 'pvariance', 1)
    if exact_int:
        return _int_div(num, den)
    return _ratio(num, _int_parts(den))


def stdev(data, xbar=None):
    num, den, exact_int = _variance(data, xbar, 1, 'stdev', 2)
    if exact_int:
        num = _int_parts(num)
    return _sqrt_ratio(num, _int_parts(den))


def pstdev(data, mu=None):
    num, den, exact_int = _variance(data, mu, 0, 'pstdev', 1)
    if exact_int:
        num = _int_parts(num)
    return _sqrt_ratio(num, _int_parts(den))


# ---- relations between two inputs ----------------------------------------------------

def _pair_sums(x, y, name):
    n = len(x)
    if len(y) != n:
        raise StatisticsError(f'{name} requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError(f'{name} requires at least two data points')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return n, xbar, ybar, sxy


def covariance(x, y, /):
    n, xbar, ybar, sxy = _pair_sums(x, y, 'covariance')
    return sxy / (n - 1)


def correlation(x, y, /):
    n, xbar, ybar, sxy = _pair_sums(x, y, 'correlation')
    sxx = fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant') from None


def linear_regression(x, y, /, *, proportional=False):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant') from None
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


from _normal_dist import NormalDist
