// The _random module under random (modules/py/random.py): the module-level
// functions over one shared Mersenne Twister, seeded as CPython's, so a seeded
// program prints the same numbers as python3; kept native for speed, while
// random.Random's methods are Python so that subclasses can override them.
#include <chrono>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/modules/random_mt.h"

namespace tl::lang {

namespace {

std::string decimal(__int128 v) {
  if (v >= INT64_MIN && v <= INT64_MAX) return std::to_string(static_cast<int64_t>(v));
  const bool negative = v < 0;
  unsigned __int128 u = negative ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
  std::string digits;
  for (; u; u /= 10) digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
  return negative ? "-" + digits : digits;
}

// CPython's Random.randrange over int64 bounds; the arithmetic in 128 bits so
// that widths up to 2**64 (randint(0, 2**63 - 1)) neither wrap nor fail.
int64_t randrange(Interp& in, MersenneTwister& mt, int64_t start, __int128 stop, int64_t step) {
  const __int128 width = stop - start;
  if (step == 1) {
    if (width <= 0)
      in.raise(in.types.ValueError, "empty range for randrange() (" + std::to_string(start) + ", " + decimal(stop) +
                                        ", " + decimal(width) + ")");
    return static_cast<int64_t>(start + static_cast<__int128>(mt.below(static_cast<uint64_t>(width))));
  }
  if (step == 0) in.raise(in.types.ValueError, "zero step for randrange()");
  const __int128 n = step > 0 ? (width + step - 1) / step : (width + step + 1) / step;
  if (n <= 0) in.raise(in.types.ValueError, "empty range for randrange()");
  return static_cast<int64_t>(start + step * static_cast<__int128>(mt.below(static_cast<uint64_t>(n))));
}

// The index choices() draws for a point in [0, total): the first cumulative
// weight above it among the first hi + 1 (bisect_right, as CPython's).
size_t cumulativeIndex(Interp& in, const std::vector<Value>& cumulative, const Value& point) {
  size_t lo = 0, hi = cumulative.size() - 1;
  while (lo < hi) {
    const size_t mid = (lo + hi) / 2;
    if (in.lessThan(point, cumulative[mid])) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// random.choices(population, weights=None, *, cum_weights=None, k=1): k draws
// with replacement, one random() each, as CPython's Random.choices.
Value randomChoices(Interp& in, MersenneTwister& mt, CallArgs& a) {
  auto args = parseArgs(in, a, "choices", {"population", "weights", "cum_weights", "k"}, 1);
  const std::vector<Value> population = in.toVector(args[0]);
  const int64_t k = args[3].isNull() ? 1 : toInt(in, args[3]);
  const double n = static_cast<double>(population.size());
  std::vector<Value> out;
  const bool weighted = !(args[1].isNull() || args[1].isNone()) || !(args[2].isNull() || args[2].isNone());
  if (!weighted) {
    for (int64_t i = 0; i < k; ++i)  // indexed as given, so an empty population raises CPython's IndexError
      out.push_back(in.getItem(args[0], Value::integer(static_cast<int64_t>(std::floor(mt.random() * n)))));
    return in.newList(std::move(out));
  }
  std::vector<Value> cumulative;
  if (args[2].isNull() || args[2].isNone()) {
    for (const Value& w : in.toVector(args[1]))
      cumulative.push_back(cumulative.empty() ? w : in.binary(BinOp::Add, cumulative.back(), w));
  } else if (!(args[1].isNull() || args[1].isNone())) {
    in.raise(in.types.TypeError, "Cannot specify both weights and cumulative weights");
  } else {
    cumulative = in.toVector(args[2]);
  }
  if (cumulative.size() != population.size())
    in.raise(in.types.ValueError, "The number of weights does not match the population");
  if (cumulative.empty()) in.raise(in.types.IndexError, "list index out of range");
  const double total = toDouble(in, cumulative.back());
  if (total <= 0.0) in.raise(in.types.ValueError, "Total of weights must be greater than zero");
  if (!std::isfinite(total)) in.raise(in.types.ValueError, "Total of weights must be finite");
  for (int64_t i = 0; i < k; ++i)
    out.push_back(population[cumulativeIndex(in, cumulative, Value::real(mt.random() * total))]);
  return in.newList(std::move(out));
}

// expovariate, triangular and normalvariate: CPython's formulas over random().
void defineDistributions(Interp& in, const Value& m, const std::shared_ptr<MersenneTwister>& mt) {
  defFunction(in, m, "expovariate", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "expovariate", {"lambd"}, 1);
    return Value::real(-std::log(1.0 - mt->random()) / toDouble(in, args[0]));
  });
  defFunction(in, m, "triangular", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "triangular", {"low", "high", "mode"}, 0);
    double low = args[0].isNull() ? 0.0 : toDouble(in, args[0]), high = args[1].isNull() ? 1.0 : toDouble(in, args[1]);
    double u = mt->random();
    if (high == low) return Value::real(low);
    double c = args[2].isNull() || args[2].isNone() ? 0.5 : (toDouble(in, args[2]) - low) / (high - low);
    if (u > c) u = 1.0 - u, c = 1.0 - c, std::swap(low, high);
    return Value::real(low + (high - low) * std::sqrt(u * c));
  });
  defFunction(in, m, "normalvariate", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "normalvariate", {"mu", "sigma"}, 0);
    double mu = args[0].isNull() ? 0.0 : toDouble(in, args[0]), sigma = args[1].isNull() ? 1.0 : toDouble(in, args[1]);
    const double magic = 4 * std::exp(-0.5) / std::sqrt(2.0);
    double z;
    while (true) {
      const double u1 = mt->random(), u2 = 1.0 - mt->random();
      z = magic * (u1 - 0.5) / u2;
      if (z * z / 4.0 <= -std::log(u2)) break;
    }
    return Value::real(mu + z * sigma);
  });
}

}  // namespace

Value makeRandomModule(Interp& in) {
  Value m = in.newModule("_random");
  auto mt = std::make_shared<MersenneTwister>();
  mt->seed(static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
  defFunction(in, m, "random", [mt](Interp&, const Value&, CallArgs&) { return Value::real(mt->random()); });
  defFunction(in, m, "getrandbits", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "getrandbits", {"k"}, 1);
    return randomBits(in, *mt, args[0]);
  });
  defFunction(in, m, "randint", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "randint", {"a", "b"}, 2);
    return Value::integer(randrange(in, *mt, toInt(in, args[0]), static_cast<__int128>(toInt(in, args[1])) + 1, 1));
  });
  defFunction(in, m, "randrange", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "randrange", {"start", "stop", "step"}, 1);
    if (args[1].isNull()) return Value::integer(randrange(in, *mt, 0, toInt(in, args[0]), 1));
    return Value::integer(randrange(in, *mt, toInt(in, args[0]), toInt(in, args[1]),
                                    args[2].isNull() ? 1 : toInt(in, args[2])));
  });
  defFunction(in, m, "uniform", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "uniform", {"a", "b"}, 2);
    double x = toDouble(in, args[0]), y = toDouble(in, args[1]);
    return Value::real(x + (y - x) * mt->random());
  });
  defFunction(in, m, "choice", [mt](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1)
      in.raise(in.types.TypeError,
               "choice() takes 2 positional arguments but " + std::to_string(a.npos + 1) + " were given");
    int64_t n = in.len(a.pos[0]);
    if (n == 0) in.raise(in.types.IndexError, "Cannot choose from an empty sequence");
    return in.getItem(a.pos[0], Value::integer(static_cast<int64_t>(mt->below(static_cast<uint64_t>(n)))));
  });
  defFunction(in, m, "shuffle", [mt](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1 || !a.pos[0].is(ObjKind::List)) in.raise(in.types.TypeError, "shuffle() expects a list");
    auto& v = a.pos[0].as<List>()->items;
    for (size_t i = v.size(); i-- > 1;) std::swap(v[i], v[mt->below(i + 1)]);
    return Value::none();
  });
  defFunction(in, m, "sample", [mt](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "sample", {"population", "k"}, 2);
    std::vector<Value> pop = in.toVector(args[0]);
    int64_t n = static_cast<int64_t>(pop.size()), k = toInt(in, args[1]);
    if (k < 0 || k > n) in.raise(in.types.ValueError, "Sample larger than population or is negative");
    std::vector<Value> result(k);
    int64_t setsize = 21;
    if (k > 5) setsize += static_cast<int64_t>(std::pow(4.0, std::ceil(std::log(k * 3.0) / std::log(4.0))));
    if (n <= setsize) {
      std::vector<Value> pool = pop;
      for (int64_t i = 0; i < k; ++i) {
        int64_t j = static_cast<int64_t>(mt->below(static_cast<uint64_t>(n - i)));
        result[i] = pool[j];
        pool[j] = pool[n - i - 1];
      }
    } else {
      std::vector<bool> selected(n);
      for (int64_t i = 0; i < k; ++i) {
        int64_t j = static_cast<int64_t>(mt->below(static_cast<uint64_t>(n)));
        while (selected[j]) j = static_cast<int64_t>(mt->below(static_cast<uint64_t>(n)));
        selected[j] = true;
        result[i] = pop[j];
      }
    }
    return in.newList(std::move(result));
  });
  defFunction(in, m, "choices", [mt](Interp& in, const Value&, CallArgs& a) { return randomChoices(in, *mt, a); });
  defineDistributions(in, m, mt);
  defineGeneratorClass(in, m, mt);
  return m;
}

}  // namespace tl::lang
