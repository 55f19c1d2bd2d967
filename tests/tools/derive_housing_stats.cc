// Derives engine/data/housing_stats.inc from the real california_housing_train.csv:
// per-column quantiles, the real file's describe() rows, Pearson matrix and
// MLCC's reference fits, plus the latent correlation of the synthetic data's
// Gaussian copula. Only aggregate statistics are written, never rows.
//
// The latent matrix starts as the normal-scores correlation of the real file
// and is then adjusted (NORTA-style) until the shipped synthetic sample's
// Pearson correlations match the real ones.
//
//   derive_housing_stats <california_housing_train.csv> <housing_stats.inc>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

#include <Eigen/Dense>

#include "core/errors.h"
#include "data/csv.h"
#include "data/stats.h"
#include "data/synthetic_housing.h"

namespace {

using tl::data::Frame;
constexpr int kCols = tl::data::kHousingLatent;

// Inverse normal CDF: Acklam's rational start, polished by Newton steps on erfc.
double normalQuantile(double p) {
  const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                      1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
  const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
                      -1.328068155288572e+01};
  const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                      -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
  const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
  double x;
  if (p < 0.02425 || p > 1 - 0.02425) {
    const double q = std::sqrt(-2 * std::log(p < 0.5 ? p : 1 - p));
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p > 0.5) x = -x;
  } else {
    const double q = p - 0.5, r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  for (int i = 0; i < 3; ++i) {
    const double cdf = 0.5 * std::erfc(-x / std::sqrt(2.0));
    x -= (cdf - p) / (std::exp(-x * x / 2) / std::sqrt(2 * M_PI));
  }
  return x;
}

// Finer steps in the tails, where the skewed counts stretch out, and two
// knots around where the label reaches its cap, so the capped share is right.
std::vector<double> knotProbabilities(const std::vector<double>& label) {
  std::vector<double> p = {0, 0.0002, 0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075};
  for (int i = 1; i <= 99; ++i) p.push_back(i / 100.0);
  for (double t : {0.9925, 0.995, 0.997, 0.998, 0.999, 0.9995, 0.9998, 1.0}) p.push_back(t);
  const double top = *std::max_element(label.begin(), label.end());
  const double n = static_cast<double>(label.size());
  const double capped = static_cast<double>(std::count(label.begin(), label.end(), top));
  p.push_back((n - capped - 1) / (n - 1));
  p.push_back((n - capped) / (n - 1));
  std::sort(p.begin(), p.end());
  return p;
}

std::vector<double> normalScores(const std::vector<double>& values) {
  const size_t n = values.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
  std::vector<double> scores(n);
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && values[order[j]] == values[order[i]]) ++j;
    const double rank = (i + j - 1) / 2.0 + 1;  // average rank of the ties
    for (size_t k = i; k < j; ++k) scores[order[k]] = normalQuantile((rank - 0.5) / n);
    i = j;
  }
  return scores;
}

std::vector<double> pearsonMatrix(const std::vector<std::vector<double>>& columns) {
  const size_t n = columns.size();
  std::vector<double> m(n * n);
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) m[i * n + j] = tl::data::pearson(columns[i], columns[j]);
  }
  return m;
}

std::vector<std::vector<double>> columnsOf(const Frame& frame) {
  std::vector<std::vector<double>> out;
  for (const auto& name : tl::data::housingColumnNames()) out.push_back(frame.numbers(name));
  return out;
}

// The copula's variables: the nine columns, then rooms per person.
std::vector<std::vector<double>> copulaColumnsOf(const Frame& frame) {
  auto out = columnsOf(frame);
  std::vector<double> ratio(frame.rows());
  for (size_t i = 0; i < ratio.size(); ++i) ratio[i] = out[3][i] / out[tl::data::kHousingPopulation][i];
  out.push_back(ratio);
  return out;
}

// Nearest correlation matrix by clipping eigenvalues, so Cholesky succeeds.
std::vector<double> makePositiveDefinite(const std::vector<double>& m) {
  Eigen::Matrix<double, kCols, kCols> a;
  for (int k = 0; k < kCols * kCols; ++k) a(k / kCols, k % kCols) = m[k];
  Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, kCols, kCols>> solver(a);
  Eigen::Matrix<double, kCols, 1> values = solver.eigenvalues().cwiseMax(1e-4);
  a = solver.eigenvectors() * values.asDiagonal() * solver.eigenvectors().transpose();
  std::vector<double> out(m.size());
  for (int k = 0; k < kCols * kCols; ++k) {
    out[k] = a(k / kCols, k % kCols) / std::sqrt(a(k / kCols, k / kCols) * a(k % kCols, k % kCols));
  }
  return out;
}

// One NORTA step: move the latent entries by the Pearson error of the
// shipped sample, then restore positive definiteness.
double calibrateStep(tl::data::HousingModel& model, const std::vector<double>& target) {
  const Frame synthetic = tl::data::generateHousing(model, tl::data::kHousingRows, tl::data::kHousingSeed);
  const std::vector<double> achieved = pearsonMatrix(copulaColumnsOf(synthetic));
  double worst = 0;
  for (int k = 0; k < kCols * kCols; ++k) {
    if (k / kCols == k % kCols) continue;
    worst = std::max(worst, std::fabs(target[k] - achieved[k]));
    model.latent[k] += 0.5 * (target[k] - achieved[k]);
  }
  model.latent = makePositiveDefinite(model.latent);
  return worst;
}

void writeArray(FILE* out, const char* decl, const std::vector<double>& values) {
  std::fprintf(out, "%s = {", decl);
  for (size_t i = 0; i < values.size(); ++i) {
    std::fprintf(out, "%s%.17g", i ? "," : "", values[i]);
    if (i % 6 == 5) std::fprintf(out, "\n   ");
  }
  std::fprintf(out, "};\n");
}

void writeNested(FILE* out, const char* decl, const std::vector<std::vector<double>>& rows) {
  std::fprintf(out, "%s = {\n", decl);
  for (const auto& row : rows) {
    std::fprintf(out, "  {");
    for (size_t i = 0; i < row.size(); ++i) std::fprintf(out, "%s%.17g", i ? "," : "", row[i]);
    std::fprintf(out, "},\n");
  }
  std::fprintf(out, "};\n");
}

// Knots from the real quantiles; latent matrix from normal scores, then calibrated.
tl::data::HousingModel fitModel(const std::vector<std::vector<double>>& copulaColumns,
                                const std::vector<double>& probabilities) {
  const size_t n = copulaColumns[0].size();
  tl::data::HousingModel model;
  for (double p : probabilities) model.knotZ.push_back(normalQuantile(std::clamp(p, 0.5 / n, 1 - 0.5 / n)));
  for (const auto& column : copulaColumns) {
    std::vector<double> knots;
    for (double p : probabilities) knots.push_back(tl::data::quantile(column, p));
    model.knotValues.push_back(knots);
  }
  std::vector<std::vector<double>> scores;
  for (const auto& column : copulaColumns) scores.push_back(normalScores(column));
  model.latent = pearsonMatrix(scores);
  model.ratioTail = tl::data::quantile(copulaColumns.back(), 0.99);
  return model;
}

// Keeps the best of a fixed number of steps (the count clamps make the
// iteration wander once it is close).
void calibrate(tl::data::HousingModel& model, const std::vector<double>& target) {
  tl::data::HousingModel best = model;
  double bestError = 1e9;
  for (int iteration = 0; iteration < 80; ++iteration) {
    const tl::data::HousingModel before = model;
    const double error = calibrateStep(model, target);
    std::fprintf(stderr, "iteration %d: worst Pearson error %.5f\n", iteration, error);
    if (error < bestError) {
      bestError = error;
      best = before;
    }
  }
  model = best;
}

std::vector<std::vector<double>> describeRows(const std::vector<std::vector<double>>& columns) {
  std::vector<std::vector<double>> rows;
  for (const auto& column : columns) {
    std::vector<double> sorted = column;
    std::sort(sorted.begin(), sorted.end());
    rows.push_back({tl::data::mean(column), tl::data::standardDeviation(column), sorted.front(),
                    tl::data::quantile(column, 0.25), tl::data::quantile(column, 0.5), tl::data::quantile(column, 0.75),
                    sorted.back()});
  }
  return rows;
}

// MLCC's reference numbers: corr(rooms per person, label) and the income fit.
void writeReference(FILE* out, const std::vector<std::vector<double>>& columns) {
  const size_t n = columns[0].size();
  std::vector<double> label = columns[8], roomsPerPerson(n);
  for (double& v : label) v /= 1000;
  for (size_t i = 0; i < n; ++i) roomsPerPerson[i] = columns[3][i] / columns[5][i];
  const tl::data::LineFit fit = tl::data::fitLine(columns[7], label);
  std::fprintf(out, "constexpr size_t kRealRows = %zu;\n", n);
  std::fprintf(out, "// mean, std (ddof=1), min, 25%%, 50%%, 75%%, max per column\n");
  writeNested(out, "constexpr double kRealDescribe[9][7]", describeRows(columns));
  writeArray(out, "constexpr double kRealPearson[81]", pearsonMatrix(columns));
  std::fprintf(out, "constexpr double kRealRoomsPerPersonCorr = %.17g;\n", tl::data::pearson(roomsPerPerson, label));
  std::fprintf(out, "// median_house_value/1000 on median_income: slope, intercept, RMSE\n");
  writeArray(out, "constexpr double kRealIncomeFit[3]", {fit.slope, fit.intercept, fit.rmse});
}

void writeModel(FILE* out, const tl::data::HousingModel& model, const std::vector<double>& probabilities) {
  std::fprintf(out, "constexpr int kKnots = %zu;\n", probabilities.size());
  writeArray(out, "constexpr double kKnotProbability[kKnots]", probabilities);
  writeArray(out, "constexpr double kKnotZ[kKnots]", model.knotZ);
  writeNested(out, "constexpr double kKnotValues[10][kKnots]", model.knotValues);
  writeArray(out, "constexpr double kLatent[100]", model.latent);
  std::fprintf(out, "constexpr double kRatioTail = %.17g;\n", model.ratioTail);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s california_housing_train.csv housing_stats.inc\n", argv[0]);
    return 2;
  }
  const Frame real = tl::data::readCsvFile(argv[1]);
  const auto columns = columnsOf(real);
  const auto copulaColumns = copulaColumnsOf(real);
  const std::vector<double> probabilities = knotProbabilities(columns[8]);
  tl::data::HousingModel model = fitModel(copulaColumns, probabilities);
  calibrate(model, pearsonMatrix(copulaColumns));

  FILE* out = std::fopen(argv[2], "w");
  if (!out) return 1;
  std::fprintf(out,
               "// Generated by tests/tools/derive_housing_stats.cc from MLCC's\n"
               "// california_housing_train.csv (%zu rows). Aggregate statistics only: no rows.\n"
               "// Included inside a namespace by housing_model.cc.\n",
               real.rows());
  writeModel(out, model, probabilities);
  writeReference(out, columns);
  std::fclose(out);
  return 0;
}
