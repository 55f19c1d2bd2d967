// describe(), corr() and sample() against naive formulas, NumPy's and pandas'
// documented outputs, and the MT19937 reference output.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "core/errors.h"
#include "data/random_state.h"
#include "data/stats.h"

using namespace tl::data;

namespace {

double naiveMean(const std::vector<double>& v) {
  long double s = 0;
  for (double x : v) s += x;
  return static_cast<double>(s / v.size());
}

double naiveStd(const std::vector<double>& v) {
  const double m = naiveMean(v);
  long double s = 0;
  for (double x : v) s += (x - m) * (x - m);
  return std::sqrt(static_cast<double>(s / (v.size() - 1)));
}

// Hyndman & Fan type 7: h = (n-1)p, interpolate between the neighbours.
double naiveQuantile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  const double h = (v.size() - 1) * p;
  const size_t lo = static_cast<size_t>(std::floor(h)), hi = static_cast<size_t>(std::ceil(h));
  return v[lo] + (h - lo) * (v[hi] - v[lo]);
}

double naivePearson(const std::vector<double>& x, const std::vector<double>& y) {
  const double mx = naiveMean(x), my = naiveMean(y);
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
    syy += (y[i] - my) * (y[i] - my);
  }
  return sxy / std::sqrt(sxx * syy);
}

std::vector<double> wobbly(size_t n, double scale) {
  std::vector<double> v;
  for (size_t i = 0; i < n; ++i) v.push_back(scale * std::sin(i * 1.7 + scale) + i * 0.01);
  return v;
}

}  // namespace

TEST_CASE("describe of pandas' documented Series([1, 2, 3])") {
  Frame f;
  f.setColumn("s", std::vector<double>{1, 2, 3});
  const LabeledFrame d = describe(f);
  CHECK(d.index == std::vector<std::string>{"count", "mean", "std", "min", "25%", "50%", "75%", "max"});
  CHECK(d.frame.numbers("s") == std::vector<double>{3, 2, 1, 1, 1.5, 2, 2.5, 3});
}

TEST_CASE("describe agrees with naive formulas") {
  for (size_t n : {2u, 5u, 9u, 130u, 1001u}) {
    Frame f;
    f.setColumn("x", wobbly(n, 3.0));
    f.setColumn("name", std::vector<std::string>(n, "t"));
    const LabeledFrame d = describe(f);
    REQUIRE(d.frame.cols() == 1);  // strings are left out
    const auto& got = d.frame.numbers("x");
    const auto x = wobbly(n, 3.0);
    CHECK(got[0] == n);
    CHECK(got[1] == doctest::Approx(naiveMean(x)).epsilon(1e-13));
    CHECK(got[2] == doctest::Approx(naiveStd(x)).epsilon(1e-12));
    CHECK(got[3] == *std::min_element(x.begin(), x.end()));
    CHECK(got[4] == doctest::Approx(naiveQuantile(x, 0.25)).epsilon(1e-14));
    CHECK(got[5] == doctest::Approx(naiveQuantile(x, 0.5)).epsilon(1e-14));
    CHECK(got[6] == doctest::Approx(naiveQuantile(x, 0.75)).epsilon(1e-14));
    CHECK(got[7] == *std::max_element(x.begin(), x.end()));
  }
}

TEST_CASE("describe skips NaN and labels custom percentiles") {
  Frame f;
  f.setColumn("x", std::vector<double>{4, std::nan(""), 1, 3});
  const LabeledFrame d = describe(f, {0.1, 0.5});
  CHECK(d.index[4] == "10%");
  const auto& got = d.frame.numbers("x");
  CHECK(got[0] == 3);
  CHECK(got[1] == doctest::Approx(8.0 / 3));
  CHECK(got[4] == doctest::Approx(naiveQuantile({1, 3, 4}, 0.1)));
  Frame single;
  single.setColumn("x", std::vector<double>{5});
  CHECK(std::isnan(describe(single).frame.numbers("x")[2]));  // std with ddof=1 of one value
}

TEST_CASE("pairwise sum stays close to an extended-precision sum") {
  std::vector<double> v;
  long double exact = 0;
  for (int i = 0; i < 100000; ++i) {
    v.push_back(0.1 * (i % 13) + 1e-3 * i);
    exact += v.back();
  }
  CHECK(pairwiseSum(v.data(), v.size()) == doctest::Approx(static_cast<double>(exact)).epsilon(1e-15));
  std::vector<double> ints(1000);
  for (int i = 0; i < 1000; ++i) ints[i] = i + 1;
  CHECK(pairwiseSum(ints.data(), ints.size()) == 500500);
}

TEST_CASE("corr agrees with the textbook Pearson formula") {
  Frame f;
  f.setColumn("a", wobbly(500, 2.0));
  f.setColumn("b", wobbly(500, 5.0));
  std::vector<double> c = wobbly(500, 2.0);
  for (double& x : c) x = -2 * x + 1;
  f.setColumn("c", c);
  const LabeledFrame m = corr(f);
  CHECK(m.index == std::vector<std::string>{"a", "b", "c"});
  CHECK(m.frame.numbers("a")[0] == doctest::Approx(1));
  CHECK(m.frame.numbers("b")[0] == doctest::Approx(naivePearson(wobbly(500, 2.0), wobbly(500, 5.0))).epsilon(1e-12));
  CHECK(m.frame.numbers("c")[0] == doctest::Approx(-1));
  const LineFit fit = fitLine(f.numbers("a"), c);
  CHECK(fit.slope == doctest::Approx(-2));
  CHECK(fit.intercept == doctest::Approx(1));
  CHECK(fit.rmse == doctest::Approx(0).epsilon(1e-9));
}

TEST_CASE("MT19937 reproduces the reference and NumPy's outputs") {
  // mt19937ar.out: init_by_array({0x123, 0x234, 0x345, 0x456}).
  RandomState reference(std::vector<uint32_t>{0x123, 0x234, 0x345, 0x456});
  for (uint32_t expected : {1067595299u, 955945823u, 477289528u, 4107218783u, 4228976476u}) {
    CHECK(reference.nextUint32() == expected);
  }
  // numpy.random.RandomState(0).random_sample() and RandomState(42).
  CHECK(RandomState(0).randomSample() == 0.5488135039273248);
  CHECK(RandomState(42).randomSample() == 0.3745401188473625);
}

TEST_CASE("sample picks the rows of pandas' documented examples") {
  // df['num_legs'].sample(n=3, random_state=1) on 4 rows: fish, spider, falcon.
  CHECK(sampleRows(4, 3, std::nullopt, false, 1) == std::vector<int64_t>{3, 2, 0});
  // df.sample(frac=0.5, replace=True, random_state=1): dog, fish.
  CHECK(sampleRows(4, std::nullopt, 0.5, true, 1) == std::vector<int64_t>{1, 3});
  CHECK(sampleRows(4, std::nullopt, std::nullopt, false, 1).size() == 1);
  const auto all = sampleRows(1000, std::nullopt, 1.0, false, 7);
  std::vector<int64_t> sorted = all;
  std::sort(sorted.begin(), sorted.end());
  for (int64_t i = 0; i < 1000; ++i) CHECK(sorted[i] == i);
}

TEST_CASE("sample's errors use pandas' and NumPy's wording") {
  CHECK_THROWS_WITH(sampleRows(4, 2, 0.5, false, 1), "Please enter a value for `frac` OR `n`, not both");
  CHECK_THROWS_WITH(sampleRows(4, -1, std::nullopt, false, 1),
                    "A negative number of rows requested. Please provide `n` >= 0.");
  CHECK_THROWS_WITH(sampleRows(4, 5, std::nullopt, false, 1),
                    "Cannot take a larger sample than population when 'replace=False'");
  CHECK_THROWS_WITH(sampleRows(4, std::nullopt, 1.5, false, 1),
                    "Replace has to be set to `True` when upsampling the population `frac` > 1.");
}

TEST_CASE("sample through a draw callback picks what RandomState.choice picks") {
  // numpy.random.RandomState(3).choice(10, 4, replace=False) and
  // RandomState(8).choice(6, 5, replace=True), recorded from NumPy.
  RandomState three(3);
  auto fromThree = [&three](uint64_t max) { return three.randomInterval(max); };
  CHECK(sampleRows(10, 4, std::nullopt, false, fromThree) == std::vector<int64_t>{5, 4, 1, 2});
  RandomState eight(8);
  auto fromEight = [&eight](uint64_t max) { return eight.randomInterval(max); };
  CHECK(sampleRows(6, 5, std::nullopt, true, fromEight) == std::vector<int64_t>{3, 4, 1, 1, 5});
  // The seeded overload is the same walk over RandomState(seed).
  RandomState again(1);
  auto fromOne = [&again](uint64_t max) { return again.randomInterval(max); };
  CHECK(sampleRows(40, 6, std::nullopt, false, fromOne) == sampleRows(40, 6, std::nullopt, false, 1));
}
