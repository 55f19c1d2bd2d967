// The synthetic california_housing_train.csv: its format, its determinism
// across builds, and its statistics against the real file's (committed in
// housing_stats.inc and, when the real file is present, recomputed from it).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>

#include "data/csv.h"
#include "data/stats.h"
#include "data/synthetic_housing.h"

using namespace tl::data;

namespace {

const std::string& syntheticCsv() {
  static const std::string text = generateHousingCsv();
  return text;
}

const Frame& syntheticFrame() {
  static const Frame frame = readCsv(syntheticCsv());
  return frame;
}

uint64_t fnv1a(const std::string& text, size_t count) {
  uint64_t hash = 14695981039346656037ULL;
  for (size_t i = 0; i < count && i < text.size(); ++i) {
    hash = (hash ^ static_cast<unsigned char>(text[i])) * 1099511628211ULL;
  }
  return hash;
}

std::vector<double> labelThousands(const Frame& f) {
  std::vector<double> y = f.numbers("median_house_value");
  for (double& v : y) v /= 1000;
  return y;
}

double roomsPerPersonCorr(const Frame& f) {
  std::vector<double> ratio(f.rows());
  for (size_t i = 0; i < f.rows(); ++i) ratio[i] = f.numbers("total_rooms")[i] / f.numbers("population")[i];
  return pearson(ratio, labelThousands(f));
}

// The real file: $TL_HOUSING_CSV, else ../shared/data beside the repository.
std::string realFilePath() {
  if (const char* env = std::getenv("TL_HOUSING_CSV")) return env;
  std::string here = __FILE__;
  const std::string tail = "tests/unit/data/housing_test.cc";
  const std::string root = here.size() > tail.size() ? here.substr(0, here.size() - tail.size()) : "./";
  for (const std::string& path : {root + "../shared/data/california_housing_train.csv",
                                  std::string("/work/shared/data/california_housing_train.csv")}) {
    if (std::ifstream(path).good()) return path;
  }
  return "";
}

}  // namespace

TEST_CASE("the synthetic file has the MLCC file's layout") {
  const std::string& text = syntheticCsv();
  const std::string header =
      "\"longitude\",\"latitude\",\"housing_median_age\",\"total_rooms\",\"total_bedrooms\","
      "\"population\",\"households\",\"median_income\",\"median_house_value\"\n";
  CHECK(text.compare(0, header.size(), header) == 0);
  CHECK(text.find('\r') == std::string::npos);
  CHECK(text.back() == '\n');
  const Frame& f = syntheticFrame();
  REQUIRE(f.rows() == 17000);
  CHECK(f.names() == housingColumnNames());
  // Every value printed with six decimals: 9 fields per line, each with ".dddddd".
  const size_t firstRow = header.size();
  const std::string line = text.substr(firstRow, text.find('\n', firstRow) - firstRow);
  size_t fields = 0;
  for (size_t start = 0; start <= line.size(); ++fields) {
    const size_t end = std::min(line.find(',', start), line.size());
    CHECK(end - line.find('.', start) == 7);
    start = end + 1;
  }
  CHECK(fields == 9);
}

TEST_CASE("the synthetic rows follow the real data's rules") {
  const Frame& f = syntheticFrame();
  const auto& lon = f.numbers("longitude");
  for (size_t i = 1; i < lon.size(); ++i) REQUIRE(lon[i] <= lon[i - 1]);  // east to west
  size_t capped = 0;
  for (double v : f.numbers("median_house_value")) {
    REQUIRE(v <= 500001);
    capped += v == 500001;
  }
  CHECK(capped > 500);  // the real file has 814 capped rows
  for (const char* name : {"housing_median_age", "total_rooms", "total_bedrooms", "population", "households"}) {
    for (double v : f.numbers(name)) REQUIRE(v == std::floor(v));
  }
}

TEST_CASE("generation is deterministic and identical in every build") {
  CHECK(generateHousingCsv() == syntheticCsv());
  CHECK(generateHousingCsv(100, 7) != generateHousingCsv(100, 8));
  // The same hashes natively and in WebAssembly: no platform libm in the path.
  CHECK(fnv1a(syntheticCsv(), 65536) == 12990201346870792448ULL);
  CHECK(fnv1a(syntheticCsv(), syntheticCsv().size()) == 9144458195028749200ULL);
  // The frame API and the CSV text carry the same numbers.
  const Frame direct = generateHousing();
  for (const auto& name : housingColumnNames()) CHECK(direct.numbers(name) == syntheticFrame().numbers(name));
}

TEST_CASE("synthetic statistics follow the real file's") {
  const Frame& f = syntheticFrame();
  const HousingReference& real = realHousingReference();
  REQUIRE(real.rows == 17000);
  const auto& names = housingColumnNames();
  for (int c = 0; c < kHousingColumns; ++c) {
    CAPTURE(names[c]);
    const auto& v = f.numbers(names[c]);
    const double realMean = real.describe[c][0], realStd = real.describe[c][1];
    CHECK(std::fabs(mean(v) - realMean) < 0.02 * realStd);
    CHECK(std::fabs(standardDeviation(v) - realStd) < 0.05 * realStd);
    CHECK(std::fabs(quantile(v, 0.5) - real.describe[c][4]) < 0.05 * realStd);
  }
  const auto label = f.numbers("median_house_value");
  for (const char* name : {"median_income", "total_rooms", "population"}) {
    CAPTURE(name);
    const int c = static_cast<int>(std::find(names.begin(), names.end(), name) - names.begin());
    CHECK(std::fabs(pearson(f.numbers(name), label) - real.pearson[c * kHousingColumns + 8]) < 0.02);
  }
  CHECK(std::fabs(roomsPerPersonCorr(f) - real.roomsPerPersonCorr) < 0.03);
  const LineFit fit = fitLine(f.numbers("median_income"), labelThousands(f));
  CHECK(std::fabs(fit.slope / real.incomeSlope - 1) < 0.02);
  CHECK(std::fabs(fit.rmse / real.incomeRmse - 1) < 0.02);
}

TEST_CASE("the real file, when present, has MLCC's published numbers") {
  const std::string path = realFilePath();
  if (path.empty()) {
    MESSAGE("california_housing_train.csv not found: skipped");
    return;
  }
  const Frame real = readCsvFile(path);
  REQUIRE(real.rows() == 17000);
  const LineFit fit = fitLine(real.numbers("median_income"), labelThousands(real));
  CHECK(fit.slope == doctest::Approx(42.054).epsilon(2e-5));
  CHECK(fit.intercept == doctest::Approx(43.981).epsilon(2e-5));
  CHECK(fit.rmse == doctest::Approx(83.74).epsilon(1e-4));
  CHECK(pearson(real.numbers("median_income"), labelThousands(real)) == doctest::Approx(0.692).epsilon(1e-3));
  CHECK(roomsPerPersonCorr(real) == doctest::Approx(0.207).epsilon(2e-3));
  // The committed statistics are this file's.
  const HousingReference& committed = realHousingReference();
  const LabeledFrame d = describe(real);
  const auto& names = housingColumnNames();
  for (int c = 0; c < kHousingColumns; ++c) {
    const auto& got = d.frame.numbers(names[c]);
    CHECK(got[1] == committed.describe[c][0]);
    CHECK(got[2] == committed.describe[c][1]);
    CHECK(got[5] == committed.describe[c][4]);
  }
}
