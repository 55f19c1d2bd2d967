// numpy.random: the legacy RandomState (MT19937 seeded by init_genrand), with
// NumPy's exact draws for rand, randn, uniform, normal and randint.
#include <map>

#include "lang/modules/numpy/mt19937.h"
#include "lang/modules/numpy/np_internal.h"

namespace tl::lang::np {
namespace {

using core::DType;

struct NpRandomState {
  Mt19937 generator;
};

Mt19937& rng(Interp& in) { return in.moduleState<NpRandomState>().generator; }

// A size argument: None gives a Python float (NumPy returns a scalar).
template <typename F>
Value sample(Interp& in, const Value& size, F draw) {
  if (!given(size)) return Value::real(draw());
  core::Tensor t(DType::Float64, shapeOf(in, size));
  for (int64_t k = 0; k < t.numElements(); ++k) t.data<double>()[k] = draw();
  return wrapNdArray(in, t);
}

template <typename F>
Value sampleShape(Interp& in, CallArgs& a, F draw) {
  if (a.npos == 0) return Value::real(draw());
  core::Tensor t(DType::Float64, shapeArg(in, a, 0));
  for (int64_t k = 0; k < t.numElements(); ++k) t.data<double>()[k] = draw();
  return wrapNdArray(in, t);
}

// NumPy's legacy bounded draw: mask to the next power of two, reject above range.
int64_t boundedDraw(Mt19937& g, uint64_t range) {
  if (range == 0) return 0;
  uint64_t mask = range;
  for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
  if (range <= 0xffffffffu) {
    while (true) {
      uint64_t v = g.next32() & mask;
      if (v <= range) return static_cast<int64_t>(v);
    }
  }
  while (true) {
    uint64_t v = ((static_cast<uint64_t>(g.next32()) << 32) | g.next32()) & mask;
    if (v <= range) return static_cast<int64_t>(v);
  }
}

Value randint(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "randint", {"low", "high", "size", "dtype"}, 1);
  int64_t low = toInt(in, v[0]), high;
  if (given(v[1])) high = toInt(in, v[1]);
  else high = low, low = 0;
  if (low >= high) in.raise(in.types.ValueError, "high <= low");
  Mt19937& g = rng(in);
  uint64_t range = static_cast<uint64_t>(high - low - 1);
  if (!given(v[2])) return Value::integer(low + boundedDraw(g, range));
  core::Tensor t(DType::Int64, shapeOf(in, v[2]));
  for (int64_t k = 0; k < t.numElements(); ++k) t.data<int64_t>()[k] = low + boundedDraw(g, range);
  return wrapNdArray(in, t);
}

}  // namespace

void installRandom(Interp& in, const Value& random) {
  in.resetModuleState<NpRandomState>().generator.seedGenrand(5489u);
  defFunction(in, random, "seed", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "seed", {"seed"}, 0);
    int64_t s = given(v[0]) ? toInt(in, v[0]) : 0;
    if (s < 0 || s > 0xffffffffLL) in.raise(in.types.ValueError, "Seed must be between 0 and 2**32 - 1");
    rng(in).seedGenrand(static_cast<uint32_t>(s));
    return Value::none();
  });
  defFunction(in, random, "rand", [](Interp& in, const Value&, CallArgs& a) {
    Mt19937& g = rng(in);
    return sampleShape(in, a, [&g] { return g.nextDouble(); });
  });
  defFunction(in, random, "randn", [](Interp& in, const Value&, CallArgs& a) {
    Mt19937& g = rng(in);
    return sampleShape(in, a, [&g] { return g.nextGauss(); });
  });
  auto randomSample = [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "random", {"size"}, 0);
    Mt19937& g = rng(in);
    return sample(in, v[0], [&g] { return g.nextDouble(); });
  };
  defFunction(in, random, "random", randomSample);
  defFunction(in, random, "random_sample", randomSample);
  defFunction(in, random, "uniform", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "uniform", {"low", "high", "size"}, 0);
    double lo = given(v[0]) ? toDouble(in, v[0]) : 0.0, hi = given(v[1]) ? toDouble(in, v[1]) : 1.0;
    Mt19937& g = rng(in);
    return sample(in, v[2], [&g, lo, hi] { return lo + (hi - lo) * g.nextDouble(); });
  });
  defFunction(in, random, "normal", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "normal", {"loc", "scale", "size"}, 0);
    double loc = given(v[0]) ? toDouble(in, v[0]) : 0.0, scale = given(v[1]) ? toDouble(in, v[1]) : 1.0;
    Mt19937& g = rng(in);
    return sample(in, v[2], [&g, loc, scale] { return loc + scale * g.nextGauss(); });
  });
  defFunction(in, random, "randint", randint);
}

}  // namespace tl::lang::np
