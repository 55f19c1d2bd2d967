#include "data/synthetic_housing.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/errors.h"
#include "data/csv.h"
#include "data/portable_random.h"

namespace tl::data {
namespace {

using Row = std::array<int64_t, kHousingColumns>;  // values in millionths

// Resolution of each column in the real file, in millionths: coordinates to
// 0.01, counts to 1, income to 0.0001, house values to $100.
constexpr std::array<int64_t, kHousingColumns> kStep = {10000,   10000,   1000000, 1000000,  1000000,
                                                        1000000, 1000000, 100,     100000000};
constexpr int kLabel = 8;
constexpr double kLabelCap = 500001;

std::vector<double> cholesky(const std::vector<double>& a) {
  const int n = kHousingLatent;
  std::vector<double> l(n * n, 0.0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j <= i; ++j) {
      double sum = a[i * n + j];
      for (int k = 0; k < j; ++k) sum -= l[i * n + k] * l[j * n + k];
      if (i == j) {
        if (sum <= 0) core::throwValueError("latent correlation matrix is not positive definite");
        l[i * n + i] = std::sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j];
      }
    }
  }
  return l;
}

// Piecewise linear in the normal score between knots, flat beyond the ends.
double quantileAt(const std::vector<double>& z, const std::vector<double>& values, double score) {
  if (score <= z.front()) return values.front();
  if (score >= z.back()) return values.back();
  const size_t hi = static_cast<size_t>(std::upper_bound(z.begin(), z.end(), score) - z.begin());
  const size_t lo = hi - 1;
  const double t = (score - z[lo]) / (z[hi] - z[lo]);
  return values[lo] + (values[hi] - values[lo]) * t;
}

int64_t toMillionths(int column, double value) {
  if (column == kLabel && value > kLabelCap - 1) return 500001000000LL;  // the census cap
  const double steps = static_cast<double>(1000000) / static_cast<double>(kStep[column]);
  return std::llround(value * steps) * kStep[column];
}

Row drawRow(const HousingModel& model, const std::vector<double>& l, PortableRandom& random) {
  std::array<double, kHousingLatent> normals{};
  for (double& e : normals) e = random.nextNormal();
  std::array<double, kHousingLatent> values{};
  for (int i = 0; i < kHousingLatent; ++i) {
    double score = 0;
    for (int k = 0; k <= i; ++k) score += l[i * kHousingLatent + k] * normals[k];
    values[i] = quantileAt(model.knotZ, model.knotValues[i], score);
  }
  Row row{};
  for (int i = 0; i < kHousingColumns; ++i) row[i] = toMillionths(i, values[i]);
  const double ratio = values[kHousingColumns];
  if (ratio > model.ratioTail) {
    const double rooms = static_cast<double>(row[3] / 1000000);
    row[kHousingPopulation] = toMillionths(kHousingPopulation, std::max(1.0, rooms / ratio));
  }
  // Keep the counts consistent as in the census: no more bedrooms than rooms,
  // no more households than people.
  row[4] = std::min(row[4], row[3]);
  row[6] = std::min(row[6], row[kHousingPopulation]);
  return row;
}

}  // namespace

const std::vector<std::string>& housingColumnNames() {
  static const std::vector<std::string> names = {"longitude",   "latitude",       "housing_median_age",
                                                 "total_rooms", "total_bedrooms", "population",
                                                 "households",  "median_income",  "median_house_value"};
  return names;
}

Frame generateHousing(const HousingModel& model, size_t rows, uint64_t seed) {
  const std::vector<double> l = cholesky(model.latent);
  PortableRandom random(seed);
  std::vector<Row> table(rows);
  for (Row& row : table) row = drawRow(model, l, random);
  // The real file runs from east to west; stable so ties keep draw order.
  std::stable_sort(table.begin(), table.end(), [](const Row& a, const Row& b) { return a[0] > b[0]; });
  Frame frame;
  for (int c = 0; c < kHousingColumns; ++c) {
    std::vector<double> values(rows);
    for (size_t r = 0; r < rows; ++r) values[r] = static_cast<double>(table[r][c]) / 1e6;
    frame.setColumn(housingColumnNames()[c], std::move(values));
  }
  return frame;
}

Frame generateHousing(size_t rows, uint64_t seed) { return generateHousing(builtinHousingModel(), rows, seed); }

std::string housingCsvText(const Frame& frame) {
  CsvWriteOptions options;
  options.quoteHeader = true;
  options.decimals = 6;
  return writeCsv(frame, options);
}

std::string generateHousingCsv(size_t rows, uint64_t seed) { return housingCsvText(generateHousing(rows, seed)); }

}  // namespace tl::data
