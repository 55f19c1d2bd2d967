// Statistics computed the way Debian's pandas 1.5 computes them (nanops with
// bottleneck for std, NumPy's reductions for sums and means, libalgos'
// nancorr), so numbers printed by describe() and corr()
// agree with pandas' own to the last digit in ordinary cases. NaN is missing.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "data/frame.h"

namespace tl::data {

// NumPy's pairwise summation (blocks of 128, 8 accumulators): np.sum.
double pairwiseSum(const double* values, size_t count);
// Series.mean(): pairwise sum of the non-missing values over their count.
double mean(const std::vector<double>& values);
// Series.std(ddof): sqrt(sum((x - mean)^2) / (n - ddof)) with plain sums, as
// bottleneck's nanstd (which Debian's pandas uses); NaN when n <= ddof.
double standardDeviation(const std::vector<double>& values, int ddof = 1);
// Series.quantile(q): NumPy's "linear" method (virtual index (n-1)q) with
// its lerp that steps back from the upper point when the fraction >= 0.5.
double quantile(std::vector<double> values, double q);
// Pearson correlation as DataFrame.corr() does it (Welford updates, clipped
// to [-1, 1]); pairs with a missing value are skipped.
double pearson(const std::vector<double>& x, const std::vector<double>& y);

// Closed-form least squares y = slope * x + intercept and the fit's RMSE.
struct LineFit {
  double slope = 0, intercept = 0, rmse = 0;
};
LineFit fitLine(const std::vector<double>& x, const std::vector<double>& y);

// A frame with row labels, for results such as describe() and corr().
struct LabeledFrame {
  std::vector<std::string> index;
  Frame frame;
};

// DataFrame.describe(): numeric columns only; rows count, mean, std, min,
// the percentiles (labelled "25%" ...), max. Throws ValueError when the
// frame has no numeric column, as pandas does.
LabeledFrame describe(const Frame& frame, const std::vector<double>& percentiles = {0.25, 0.5, 0.75});
// DataFrame.corr(): Pearson matrix of the numeric columns.
LabeledFrame corr(const Frame& frame);

// DataFrame.sample(n | frac, replace, random_state): the row positions
// pandas picks, from NumPy's legacy RandomState(randomState).choice.
// Exactly one of n and frac may be given; neither means n = 1.
std::vector<int64_t> sampleRows(size_t rows, std::optional<int64_t> n, std::optional<double> frac, bool replace,
                                uint32_t randomState);
// The same picks from any source of NumPy's random_interval(max), a uniform
// integer in [0, max] (pandas' random_state=None uses numpy's global RNG).
using IntervalDraw = std::function<uint64_t(uint64_t max)>;
std::vector<int64_t> sampleRows(size_t rows, std::optional<int64_t> n, std::optional<double> frac, bool replace,
                                const IntervalDraw& draw);

}  // namespace tl::data
