// tf.random.uniform / normal / set_seed with TensorFlow's seed semantics
// (random_seed.get_seed): with a global seed and no op seed, op seeds come
// from a Python random.Random(global_seed) stream, as TF's eager context does.
#include <map>

#include "lang/modules/numpy/mt19937.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

constexpr int64_t kMaxInt32 = 2147483647;
constexpr int64_t kDefaultGraphSeed = 87654321;

// The op-seed stream of the eager context (random.Random(global_seed).randint).
struct SeedStream {
  Mt19937 rng;
};

SeedStream& seedStream(Interp& in) { return in.moduleState<SeedStream>(); }

int64_t truncateSeed(int64_t seed) { return ((seed % kMaxInt32) + kMaxInt32) % kMaxInt32; }

// (seed, seed2) for an op, following tensorflow/python/framework/random_seed.py.
std::pair<int64_t, int64_t> opSeeds(Interp& in, const Value& opSeed) {
  TfState& st = tfState(in);
  std::optional<int64_t> op;
  if (given(opSeed)) op = toInt(in, opSeed);
  std::pair<int64_t, int64_t> seeds{0, 0};
  if (st.globalSeed) {
    if (!op) op = static_cast<int64_t>(seedStream(in).rng.pythonBelow(uint64_t{1} << 31));
    seeds = {truncateSeed(*st.globalSeed), truncateSeed(*op)};
  } else if (op) {
    seeds = {kDefaultGraphSeed, truncateSeed(*op)};
  } else {
    return {0, 0};  // nondeterministic
  }
  if (seeds.first == 0 && seeds.second == 0) seeds.second = kMaxInt32;
  return seeds;
}

ops::Value randomOp(Interp& in, Op op, const Value& shape, DType dtype, const Value& seed) {
  auto [s1, s2] = opSeeds(in, seed);
  return ops::call1(op, {intsArg(in, shape)}, {{"dtype", dtype}, {"seed", s1}, {"seed2", s2}});
}

bool isConstant(const Value& v, double x) { return v.isNumber() && v.toDouble() == x; }

// Integer dtypes: the RandomUniformInt op, maxval required (random_ops.random_uniform).
Value uniformInt(Interp& in, std::vector<Value>& v, DType dtype) {
  if (!given(v[2]))
    in.raise(in.types.ValueError, std::string("Must specify maxval for integer dtype tf.") + core::dtypeName(dtype));
  auto [s1, s2] = opSeeds(in, v[4]);
  ops::Value lo = toTensorValue(in, given(v[1]) ? v[1] : Value::integer(0), dtype);
  ops::Value hi = toTensorValue(in, v[2], dtype);
  return wrapTensor(in, callNamed(Op::RandomUniformInt, {intsArg(in, v[0]), lo, hi}, {{"seed", s1}, {"seed2", s2}},
                                  nameOr(in, v[5], "random_uniform")));
}

Value uniform(Interp& in, std::vector<Value>& v) {
  DType dtype = dtypeArg(in, v[3]).value_or(DType::Float32);
  if (dtype == DType::Int32 || dtype == DType::Int64) return uniformInt(in, v, dtype);
  if (!core::isFloating(dtype)) {
    in.raise(in.types.NotImplementedError, "tf.random.uniform supports float32, float64, int32 and int64 here");
  }
  Value minval = given(v[1]) ? v[1] : Value::integer(0);
  Value maxval = given(v[2]) ? v[2] : Value::integer(1);
  ops::Value r = randomOp(in, Op::RandomUniform, v[0], dtype, v[4]);
  if (isConstant(minval, 0)) {
    if (!isConstant(maxval, 1)) r = callNamed(Op::Mul, {r, toTensorValue(in, maxval, dtype)}, {}, "mul");
    return wrapTensor(in, r);
  }
  ops::Value lo = toTensorValue(in, minval, dtype), hi = toTensorValue(in, maxval, dtype);
  ops::Value scaled = callNamed(Op::Mul, {r, callNamed(Op::Sub, {hi, lo}, {}, "sub")}, {}, "mul");
  return wrapTensor(in, callNamed(Op::AddV2, {scaled, lo}, {}, "random_uniform"));
}

Value normal(Interp& in, std::vector<Value>& v) {
  DType dtype = dtypeArg(in, v[3]).value_or(DType::Float32);
  Value mean = given(v[1]) ? v[1] : Value::real(0), stddev = given(v[2]) ? v[2] : Value::real(1);
  ops::Value r = randomOp(in, Op::RandomStandardNormal, v[0], dtype, v[4]);
  ops::Value mul = callNamed(Op::Mul, {r, toTensorValue(in, stddev, dtype)}, {}, "mul");
  return wrapTensor(in, callNamed(Op::AddV2, {mul, toTensorValue(in, mean, dtype)}, {}, "random_normal"));
}

Value setSeed(Interp& in, std::vector<Value>& v) {
  TfState& st = tfState(in);
  if (!given(v[0])) {
    st.globalSeed.reset();
  } else {
    int64_t seed = toInt(in, v[0]);
    st.globalSeed = seed;
    seedStream(in).rng.seedPython(static_cast<uint64_t>(seed < 0 ? -seed : seed));
  }
  ops::resetRandomCounters();  // TF clears its kernel cache, restarting every stream
  return Value::none();
}

}  // namespace

void installRandomApi(Interp& in, const Value& tf, const Value& random) {
  in.resetModuleState<SeedStream>();
  defParsed(in, random, "uniform", {"shape", "minval", "maxval", "dtype", "seed", "name"}, 1, uniform);
  defParsed(in, random, "normal", {"shape", "mean", "stddev", "dtype", "seed", "name"}, 1, normal);
  defParsed(in, random, "set_seed", {"seed"}, 1, setSeed);
  (void)tf;
}

}  // namespace tl::lang::tfi
