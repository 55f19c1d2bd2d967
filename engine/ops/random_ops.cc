// RandomUniform, RandomStandardNormal and RandomUniformInt: Philox streams keyed by (seed, seed2).
// Like TF's op kernels, each call reserves a block of the stream (n * 256 counter
// steps), so repeated calls differ while a run stays reproducible.
#include <map>
#include <random>
#include <utility>

#include "core/run_state.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/philox.h"

namespace tl::ops {
namespace {

// Counter steps already used of each (seed, seed2) stream in this run.
struct RandomStreams {
  std::map<std::pair<int64_t, int64_t>, uint64_t> reserved;
};

std::map<std::pair<int64_t, int64_t>, uint64_t>& reservedSteps() {
  return core::RunState::current().get<RandomStreams>().reserved;
}

// The generator state for this call: key from seed, counter high words from seed2.
PhiloxCounter reserve(int64_t seed, int64_t seed2, int64_t count, PhiloxKey* key) {
  if (seed == 0 && seed2 == 0) {
    std::random_device device;
    seed = (static_cast<int64_t>(device()) << 31) ^ device();
    seed2 = (static_cast<int64_t>(device()) << 31) ^ device();
  }
  uint64_t s = static_cast<uint64_t>(seed), s2 = static_cast<uint64_t>(seed2);
  *key = {static_cast<uint32_t>(s), static_cast<uint32_t>(s >> 32)};
  PhiloxCounter counter = {0, 0, static_cast<uint32_t>(s2), static_cast<uint32_t>(s2 >> 32)};
  uint64_t& used = reservedSteps()[{seed, seed2}];
  philoxSkip(counter, used);
  used += static_cast<uint64_t>(count) * 256;
  return counter;
}

std::vector<TypedShape> inferRandom(const std::vector<TypedShape>& in, const Attrs& attrs) {
  DType dtype = attrDType(attrs, "dtype", DType::Float32);
  requireDType("RandomUniform", dtype, {DType::Float32, DType::Float64});
  std::vector<int64_t> dims;
  if (constInts(in, 0, &dims)) return one(dtype, PartialShape(dims));
  const PartialShape& s = in[0].shape;
  bool rankKnown = s.hasRank() && s.rank() == 1 && known(s.dim(0));
  return one(dtype, rankKnown ? unknownOfRank(static_cast<int>(s.dim(0))) : PartialShape());
}

// Fills `out` group by group: group g comes from the Philox block at counter + g.
template <bool kNormal>
KernelOutputs kernelRandom(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  Shape shape(intValues(in[0]));
  DType dtype = attrDType(attrs, "dtype", DType::Float32);
  Tensor out(dtype, shape);
  int64_t n = out.numElements();
  PhiloxKey key;
  PhiloxCounter counter = reserve(attrInt(attrs, "seed", 0), attrInt(attrs, "seed2", 0), n, &key);
  bool f32 = dtype == DType::Float32;
  int perGroup = f32 ? 4 : 2;
  for (int64_t start = 0; start < n; start += perGroup) {
    PhiloxCounter bits = philox4x32(counter, key);
    philoxSkip(counter, 1);
    float f[4];
    double d[2];
    if (f32 && kNormal) boxMullerFloat(bits[0], bits[1], f), boxMullerFloat(bits[2], bits[3], f + 2);
    if (f32 && !kNormal)
      for (int k = 0; k < 4; ++k) f[k] = uint32ToFloat(bits[k]);
    if (!f32 && kNormal) boxMullerDouble(bits[0], bits[1], bits[2], bits[3], d);
    if (!f32 && !kNormal) d[0] = uint64ToDouble(bits[0], bits[1]), d[1] = uint64ToDouble(bits[2], bits[3]);
    for (int k = 0; k < perGroup && start + k < n; ++k) {
      if (f32) out.data<float>()[start + k] = f[k];
      else out.data<double>()[start + k] = d[k];
    }
  }
  return {out};
}

// --- RandomUniformInt(shape, minval, maxval): TF's UniformDistribution for ints,
// lo + bits % (hi - lo), four int32 or two int64 (two words each) per Philox block ---

std::vector<TypedShape> inferRandomInt(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireDType("RandomUniformInt", in[1].dtype, {DType::Int32, DType::Int64});
  if (in[2].dtype != in[1].dtype) throwTypeMismatch("RandomUniformInt", 2, in[1].dtype, in[2].dtype);
  std::vector<TypedShape> shapeOnly = {in[0]};
  return one(in[1].dtype, inferRandom(shapeOnly, {{"dtype", DType::Float32}})[0].shape);
}

KernelOutputs kernelRandomInt(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  for (int i : {1, 2}) {
    if (in[i].rank() != 0) {
      core::throwInvalidArgument(std::string(i == 1 ? "minval" : "maxval") + " must be 0-D, got shape " +
                                 in[i].shape().toErrorString());
    }
  }
  int64_t lo = in[1].elementAsInt64(0), hi = in[2].elementAsInt64(0);
  Tensor out(in[1].dtype(), Shape(intValues(in[0])));
  int64_t n = out.numElements();
  if (n == 0) return {out};
  if (lo >= hi) core::throwInvalidArgument("Need minval < maxval: " + std::to_string(lo) + " >= " + std::to_string(hi));
  PhiloxKey key;
  PhiloxCounter counter = reserve(attrInt(attrs, "seed", 0), attrInt(attrs, "seed2", 0), n, &key);
  bool i32 = out.dtype() == DType::Int32;
  int perGroup = i32 ? 4 : 2;
  uint64_t range = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
  for (int64_t start = 0; start < n; start += perGroup) {
    PhiloxCounter bits = philox4x32(counter, key);
    philoxSkip(counter, 1);
    for (int k = 0; k < perGroup && start + k < n; ++k) {
      if (i32) {
        uint32_t r = static_cast<uint32_t>(range);
        out.data<int32_t>()[start + k] = static_cast<int32_t>(static_cast<uint32_t>(lo) + bits[k] % r);
      } else {
        uint64_t word = bits[2 * k] | (static_cast<uint64_t>(bits[2 * k + 1]) << 32);
        out.data<int64_t>()[start + k] = static_cast<int64_t>(static_cast<uint64_t>(lo) + word % range);
      }
    }
  }
  return {out};
}

}  // namespace

void resetRandomCounters() { reservedSteps().clear(); }

OpDef rowRandomUniform() {
  return {Op::RandomUniform, "RandomUniform", 1, 1, kStateful, inferRandom, kernelRandom<false>,
          nullptr,           elementwiseCost};
}
OpDef rowRandomStandardNormal() {
  return {Op::RandomStandardNormal, "RandomStandardNormal", 1, 1, kStateful, inferRandom, kernelRandom<true>, nullptr,
          elementwiseCost};
}

OpDef rowRandomUniformInt() {
  return {Op::RandomUniformInt, "RandomUniformInt", 3, 3, kStateful, inferRandomInt, kernelRandomInt, nullptr,
          elementwiseCost};
}

}  // namespace tl::ops
