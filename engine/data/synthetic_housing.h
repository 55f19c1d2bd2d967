// A SYNTHETIC stand-in for MLCC's california_housing_train.csv. The real rows
// may not be shipped, so the course reads a data set generated here instead:
// same header (quoted names), same nine columns, six decimals, LF endings,
// sorted by longitude from east to west, median_house_value capped at 500001,
// and per-column distributions and correlations that follow the real file's
// aggregate statistics (housing_stats.inc). No row of it is a real census
// block group. Generation is a Gaussian copula: correlated normals (Cholesky
// of a latent correlation matrix) mapped through each column's quantile
// function, with portable random numbers so the bytes are the same natively
// and in WebAssembly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "data/frame.h"

namespace tl::data {

inline constexpr int kHousingColumns = 9;
inline constexpr size_t kHousingRows = 17000;
inline constexpr uint64_t kHousingSeed = 20240601;
// longitude, latitude, housing_median_age, total_rooms, total_bedrooms,
// population, households, median_income, median_house_value.
const std::vector<std::string>& housingColumnNames();

// The copula has a tenth variable, rooms per person (total_rooms /
// population). The real ratio has a heavy upper tail (a few blocks with 15
// to 55 rooms per person, holiday homes) that a copula on population alone
// misses, and MLCC's rooms_per_person feature owes its weak correlation with
// the label (0.21) to that tail. Where the drawn ratio lies beyond its 99th
// percentile (ratioTail), population becomes total_rooms / ratio.
inline constexpr int kHousingLatent = kHousingColumns + 1;
inline constexpr int kHousingPopulation = 5;

// The copula's parameters: each variable's values at the knots (quantiles at
// fixed probabilities, indexed by the probabilities' normal scores knotZ)
// and the latent correlation of the normals (row-major 10x10).
struct HousingModel {
  std::vector<double> knotZ;
  std::vector<std::vector<double>> knotValues;  // 9 columns, then rooms per person
  std::vector<double> latent;
  double ratioTail = 0;
};
const HousingModel& builtinHousingModel();

// Statistics of the real train file (committed; no rows), for comparison.
struct HousingReference {
  size_t rows = 0;
  // describe() rows per column: mean, std, min, 25%, 50%, 75%, max.
  std::vector<std::vector<double>> describe;
  std::vector<double> pearson;                                  // row-major 9x9
  double roomsPerPersonCorr = 0;                                // corr(total_rooms/population, label)
  double incomeSlope = 0, incomeIntercept = 0, incomeRmse = 0;  // label in k$
};
const HousingReference& realHousingReference();

// The synthetic data set as a frame (values exactly as the CSV prints them).
Frame generateHousing(size_t rows = kHousingRows, uint64_t seed = kHousingSeed);
Frame generateHousing(const HousingModel& model, size_t rows, uint64_t seed);
// The synthetic data set as the text of california_housing_train.csv.
std::string generateHousingCsv(size_t rows = kHousingRows, uint64_t seed = kHousingSeed);
// Writes a housing frame in the MLCC file's format (quoted header, %.6f).
std::string housingCsvText(const Frame& frame);

}  // namespace tl::data
