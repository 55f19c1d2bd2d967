#include "data/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "core/errors.h"
#include "data/random_state.h"

namespace tl::data {
namespace {

constexpr double kNoStatistic = std::numeric_limits<double>::quiet_NaN();

std::vector<double> present(const std::vector<double>& values) {
  std::vector<double> out;
  out.reserve(values.size());
  for (double v : values) {
    if (!std::isnan(v)) out.push_back(v);
  }
  return out;
}

// pandas labels percentiles like "25%" or "2.5%": the fewest decimals that
// show the value (pandas' format_percentiles, for distinct percentiles).
std::string percentLabel(double p) {
  char text[32];
  for (int decimals = 0; decimals <= 15; ++decimals) {
    std::snprintf(text, sizeof text, "%.*f", decimals, p * 100);
    if (std::fabs(std::strtod(text, nullptr) - p * 100) < 1e-9) break;
  }
  return std::string(text) + "%";
}

std::vector<double> describeColumn(const std::vector<double>& raw, const std::vector<double>& percentiles) {
  std::vector<double> values = present(raw);
  std::vector<double> row{static_cast<double>(values.size()), mean(values), standardDeviation(values, 1)};
  if (values.empty()) {
    row.insert(row.end(), percentiles.size() + 2, kNoStatistic);
    return row;
  }
  std::sort(values.begin(), values.end());
  row.push_back(values.front());
  for (double p : percentiles) row.push_back(quantile(values, p));
  row.push_back(values.back());
  return row;
}

}  // namespace

namespace {

double pairwiseBlock(const double* a, size_t n) {
  if (n < 8) {
    double sum = 0.;
    for (size_t i = 0; i < n; ++i) sum += a[i];
    return sum;
  }
  if (n <= 128) {
    double r[8];
    for (size_t j = 0; j < 8; ++j) r[j] = a[j];
    size_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (size_t j = 0; j < 8; ++j) r[j] += a[i + j];
    }
    double sum = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) sum += a[i];
    return sum;
  }
  size_t half = n / 2;
  half -= half % 8;
  return pairwiseBlock(a, half) + pairwiseBlock(a + half, n - half);
}

}  // namespace

// np.add.reduce hands its inner loop one buffer (8192 elements) at a time
// and adds each buffer's pairwise sum to the running total, starting at 0.
double pairwiseSum(const double* a, size_t n) {
  constexpr size_t kBuffer = 8192;
  double sum = 0;
  for (size_t start = 0; start < n; start += kBuffer) sum += pairwiseBlock(a + start, std::min(kBuffer, n - start));
  return sum;
}

double mean(const std::vector<double>& raw) {
  std::vector<double> values = present(raw);
  if (values.empty()) return kNoStatistic;
  return pairwiseSum(values.data(), values.size()) / static_cast<double>(values.size());
}

double standardDeviation(const std::vector<double>& raw, int ddof) {
  std::vector<double> values = present(raw);
  const double count = static_cast<double>(values.size());
  if (count <= ddof) return kNoStatistic;
  // Debian's pandas computes std through bottleneck's nanstd: two plain
  // left-to-right sums, not NumPy's pairwise ones.
  double sum = 0;
  for (double v : values) sum += v;
  const double average = sum / count;
  double squares = 0;
  for (double v : values) squares += (v - average) * (v - average);
  return std::sqrt(squares / (count - ddof));
}

double quantile(std::vector<double> values, double q) {
  values = present(values);
  if (values.empty()) return kNoStatistic;
  std::sort(values.begin(), values.end());
  const double n = static_cast<double>(values.size());
  // NumPy: virtual index n*q + (alpha + q*(1 - alpha - beta)) - 1, alpha = beta = 1.
  double index = n * q + (1.0 + q * (1.0 - 1.0 - 1.0)) - 1.0;
  index = std::clamp(index, 0.0, n - 1);
  const double below = std::floor(index);
  const double t = index - below;
  const size_t lo = static_cast<size_t>(below);
  const size_t hi = std::min(lo + 1, values.size() - 1);
  const double a = values[lo], b = values[hi], diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

double pearson(const std::vector<double>& x, const std::vector<double>& y) {
  double nobs = 0, ssqdmx = 0, ssqdmy = 0, covxy = 0, meanx = 0, meany = 0;
  for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (std::isnan(x[i]) || std::isnan(y[i])) continue;
    nobs += 1;
    const double dx = x[i] - meanx, dy = y[i] - meany;
    meanx += 1. / nobs * dx;
    meany += 1. / nobs * dy;
    ssqdmx += (x[i] - meanx) * dx;
    ssqdmy += (y[i] - meany) * dy;
    covxy += (x[i] - meanx) * dy;
  }
  const double divisor = std::sqrt(ssqdmx * ssqdmy);
  if (nobs < 1 || divisor == 0) return kNoStatistic;
  return std::clamp(covxy / divisor, -1.0, 1.0);
}

LineFit fitLine(const std::vector<double>& x, const std::vector<double>& y) {
  const size_t n = std::min(x.size(), y.size());
  const double meanX = pairwiseSum(x.data(), n) / n, meanY = pairwiseSum(y.data(), n) / n;
  double sxy = 0, sxx = 0;
  for (size_t i = 0; i < n; ++i) {
    sxy += (x[i] - meanX) * (y[i] - meanY);
    sxx += (x[i] - meanX) * (x[i] - meanX);
  }
  LineFit fit;
  fit.slope = sxy / sxx;
  fit.intercept = meanY - fit.slope * meanX;
  double squares = 0;
  for (size_t i = 0; i < n; ++i) {
    const double residual = y[i] - (fit.slope * x[i] + fit.intercept);
    squares += residual * residual;
  }
  fit.rmse = std::sqrt(squares / n);
  return fit;
}

LabeledFrame describe(const Frame& frame, const std::vector<double>& percentiles) {
  LabeledFrame out;
  out.index = {"count", "mean", "std", "min"};
  for (double p : percentiles) {
    if (p < 0 || p > 1) core::throwValueError("percentiles should all be in the interval [0, 1].");
    out.index.push_back(percentLabel(p));
  }
  out.index.push_back("max");
  for (size_t c = 0; c < frame.cols(); ++c) {
    const Column& column = frame.column(c);
    if (column.numeric) out.frame.setColumn(column.name, describeColumn(column.numbers, percentiles));
  }
  if (out.frame.cols() == 0 && frame.cols() > 0) {
    core::throwValueError("describe() of a frame without numeric columns is not supported here");
  }
  return out;
}

LabeledFrame corr(const Frame& frame) {
  std::vector<const Column*> numeric;
  for (size_t c = 0; c < frame.cols(); ++c) {
    if (frame.column(c).numeric) numeric.push_back(&frame.column(c));
  }
  LabeledFrame out;
  for (const Column* a : numeric) out.index.push_back(a->name);
  // libalgos.nancorr walks pairs (xi, yi <= xi) with x the later column;
  // the Welford updates are not symmetric in the last bit, so keep its order.
  for (size_t a = 0; a < numeric.size(); ++a) {
    std::vector<double> values;
    for (size_t b = 0; b < numeric.size(); ++b) {
      const Column* x = numeric[std::max(a, b)];
      const Column* y = numeric[std::min(a, b)];
      values.push_back(pearson(x->numbers, y->numbers));
    }
    out.frame.setColumn(numeric[a]->name, std::move(values));
  }
  return out;
}

namespace {

int64_t sampleSize(size_t rows, std::optional<int64_t> n, std::optional<double> frac, bool replace) {
  if (n && frac) core::throwValueError("Please enter a value for `frac` OR `n`, not both");
  if (n) {
    if (*n < 0) core::throwValueError("A negative number of rows requested. Please provide `n` >= 0.");
    return *n;
  }
  if (!frac) return 1;
  if (*frac < 0) core::throwValueError("A negative number of rows requested. Please provide `frac` >= 0.");
  if (*frac > 1 && !replace) {
    core::throwValueError("Replace has to be set to `True` when upsampling the population `frac` > 1.");
  }
  // Python's round(): halves go to the even neighbour.
  return static_cast<int64_t>(std::nearbyint(*frac * static_cast<double>(rows)));
}

}  // namespace

std::vector<int64_t> sampleRows(size_t rows, std::optional<int64_t> n, std::optional<double> frac, bool replace,
                                uint32_t randomState) {
  RandomState state(randomState);
  return sampleRows(rows, n, frac, replace, [&state](uint64_t max) { return state.randomInterval(max); });
}

// RandomState.choice(rows, size, replace): permutation(rows)[:size] by the
// legacy Fisher-Yates loop, or randint(0, rows, size) with replacement.
std::vector<int64_t> sampleRows(size_t rows, std::optional<int64_t> n, std::optional<double> frac, bool replace,
                                const IntervalDraw& draw) {
  const int64_t size = sampleSize(rows, n, frac, replace);
  if (size == 0) return {};
  const auto count = static_cast<int64_t>(rows);
  if (count <= 0) core::throwValueError("a must be greater than 0 unless no samples are taken");
  std::vector<int64_t> out;
  if (replace) {
    for (int64_t k = 0; k < size; ++k) out.push_back(static_cast<int64_t>(draw(static_cast<uint64_t>(count - 1))));
    return out;
  }
  if (size > count) core::throwValueError("Cannot take a larger sample than population when 'replace=False'");
  for (int64_t i = 0; i < count; ++i) out.push_back(i);
  for (int64_t i = count - 1; i >= 1; --i) {
    const auto j = static_cast<int64_t>(draw(static_cast<uint64_t>(i)));
    std::swap(out[static_cast<size_t>(i)], out[static_cast<size_t>(j)]);
  }
  out.resize(static_cast<size_t>(size));
  return out;
}

}  // namespace tl::data
