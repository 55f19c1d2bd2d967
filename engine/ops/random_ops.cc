// RandomUniform and RandomStandardNormal: Philox streams keyed by (seed, seed2).
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

}  // namespace tl::ops
