// Transpose, Tile, BroadcastTo, Pad: each output element reads one input element
// (or none, for Pad), so each kernel builds a source index and gathers.
#include "ops/broadcast.h"
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// Source index of each output element: offset = sum(index[d] * strides[d]).
std::vector<int64_t> stridedIndex(const Shape& out, const std::vector<int64_t>& strides) {
  std::vector<int64_t> index(static_cast<size_t>(out.numElements()));
  forEachBroadcast(out, {strides}, [&](int64_t i, const int64_t* off) { index[i] = off[0]; });
  return index;
}

// --- Transpose(x, perm) ---

void checkPerm(const std::vector<int64_t>& perm, int rank) {
  if (static_cast<int>(perm.size()) != rank) {
    core::throwInvalidArgument("transpose expects a vector of size " + std::to_string(rank) +
                               ". But input(1) is a vector of size " + std::to_string(perm.size()));
  }
  std::vector<bool> seen(rank, false);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen[p]) {
      core::throwInvalidArgument(std::to_string(p) + " is out of range or repeated in perm " + dimsString(perm));
    }
    seen[p] = true;
  }
}

std::vector<TypedShape> inferTranspose(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> perm;
  bool permKnown = constInts(in, 1, &perm);
  if (!s.hasRank()) {
    return one(in[0].dtype, permKnown ? unknownOfRank(static_cast<int>(perm.size())) : s);
  }
  if (!permKnown) return one(in[0].dtype, unknownOfRank(s.rank()));
  checkPerm(perm, s.rank());
  Dims dims(s.rank());
  for (int i = 0; i < s.rank(); ++i) dims[i] = s.dim(static_cast<int>(perm[i]));
  return one(in[0].dtype, PartialShape(dims));
}

KernelOutputs kernelTranspose(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<int64_t> perm = intValues(in[1]);
  checkPerm(perm, x.rank());
  std::vector<int64_t> own = rowStrides(x.shape()), strides(x.rank());
  Dims dims(x.rank());
  for (int i = 0; i < x.rank(); ++i) {
    dims[i] = x.shape().dim(static_cast<int>(perm[i]));
    strides[i] = own[perm[i]];
  }
  Shape out(dims);
  return {gatherElements(x, out, stridedIndex(out, strides))};
}

std::vector<Value> gradTranspose(const GradArgs& args) {
  Value inverse = call1(Op::InvertPermutation, {args.inputs[1]});
  return {build::transpose(args.grads[0], inverse), Value()};
}

// --- Tile(x, multiples) ---

std::vector<TypedShape> inferTile(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> m;
  if (!constInts(in, 1, &m)) return one(in[0].dtype, s.hasRank() ? unknownOfRank(s.rank()) : s);
  if (!s.hasRank()) return one(in[0].dtype, unknownOfRank(static_cast<int>(m.size())));
  if (static_cast<int>(m.size()) != s.rank()) {
    core::throwInvalidArgument("Expected multiples argument to be a vector of length " + std::to_string(s.rank()) +
                               " but got length " + std::to_string(m.size()));
  }
  Dims dims(s.rank());
  for (int i = 0; i < s.rank(); ++i) {
    if (m[i] < 0)  // TensorFlow's TileOp check
      core::throwInvalidArgument("Expected multiples[" + std::to_string(i) + "] >= 0, but got " + std::to_string(m[i]));
    int64_t d = -1;
    if (known(s.dim(i)) && __builtin_mul_overflow(s.dim(i), m[i], &d))
      core::throwInvalidArgument("Encountered overflow when multiplying " + std::to_string(s.dim(i)) + " with " +
                                 std::to_string(m[i]) + ", result: -1");
    dims[i] = d;
  }
  return one(in[0].dtype, PartialShape(dims));
}

KernelOutputs kernelTile(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<int64_t> m = intValues(in[1]);
  Dims dims(x.rank());
  for (int i = 0; i < x.rank(); ++i) {
    if (m[i] < 0 || __builtin_mul_overflow(x.shape().dim(i), m[i], &dims[i]))
      core::throwInvalidArgument("Expected multiples[" + std::to_string(i) + "] >= 0, but got " + std::to_string(m[i]));
  }
  Shape out(dims);
  core::MemoryAccount::checkRoom(out.numElements(), x.dtype());  // before an index table as large
  std::vector<int64_t> own = rowStrides(x.shape());
  std::vector<int64_t> index(static_cast<size_t>(out.numElements()));
  std::vector<int64_t> at(x.rank(), 0);
  for (size_t k = 0; k < index.size(); ++k) {
    int64_t src = 0;
    for (int d = 0; d < x.rank(); ++d) src += (at[d] % x.shape().dim(d)) * own[d];
    index[k] = src;
    for (int d = x.rank() - 1; d >= 0 && ++at[d] == dims[d]; --d) at[d] = 0;
  }
  return {gatherElements(x, out, index)};
}

// TF's _TileGrad: view the gradient as [m0, d0, m1, d1, ...] and sum the m axes.
std::vector<Value> gradTile(const GradArgs& args) {
  using namespace build;  // NOLINT
  Value xShape = shape(args.inputs[0]);
  Value multiples = cast(args.inputs[1], DType::Int32);
  Value split = reshape(transpose(pack({multiples, xShape}), ints({1, 0})), ints({-1}));
  Value axes = range(scalar(0, DType::Int32), size(split), scalar(2, DType::Int32));
  return {sum(reshape(args.grads[0], split), axes), Value()};
}

// --- BroadcastTo(x, shape) ---

std::vector<TypedShape> inferBroadcastTo(const std::vector<TypedShape>& in, const Attrs&) {
  std::vector<int64_t> target;
  if (!constInts(in, 1, &target)) {
    const PartialShape& t = in[1].shape;
    bool rankKnown = t.hasRank() && t.rank() == 1 && known(t.dim(0));
    return one(in[0].dtype, rankKnown ? unknownOfRank(static_cast<int>(t.dim(0))) : PartialShape());
  }
  PartialShape out = core::broadcastPartialShapes(in[0].shape, PartialShape(target));
  if (out.hasRank() && out.rank() != static_cast<int>(target.size())) {
    core::throwInvalidArgument("Incompatible shapes: " + dimsString(in[0].shape.dims()) + " vs. " + dimsString(target));
  }
  return one(in[0].dtype, PartialShape(target));
}

KernelOutputs kernelBroadcastTo(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Shape target(intValues(in[1]));
  Shape out = core::broadcastShapes(in[0].shape(), target);
  if (out != target) {
    core::throwInvalidArgument("Incompatible shapes: " + in[0].shape().toErrorString() + " vs. " +
                               target.toErrorString());
  }
  return {gatherElements(in[0], out, stridedIndex(out, broadcastStrides(in[0].shape(), out)))};
}

std::vector<Value> gradBroadcastTo(const GradArgs& args) {
  return {build::reduceToShapeOf(args.grads[0], args.inputs[0]), Value()};
}

// --- Pad(x, paddings) ---

std::vector<TypedShape> inferPad(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> p;
  if (!constInts(in, 1, &p)) return one(in[0].dtype, s.hasRank() ? unknownOfRank(s.rank()) : s);
  int rank = static_cast<int>(p.size() / 2);
  if (s.hasRank() && rank != s.rank()) {
    core::throwInvalidArgument("The first dimension of paddings must be the rank of inputs" + dimsString({rank, 2}) +
                               " " + dimsString(s.dims()));
  }
  Dims dims(rank, -1);
  for (int i = 0; i < rank; ++i) {
    if (p[2 * i] < 0 || p[2 * i + 1] < 0) core::throwInvalidArgument("Paddings must be non-negative");
    if (s.hasRank() && known(s.dim(i))) dims[i] = s.dim(i) + p[2 * i] + p[2 * i + 1];
  }
  return one(in[0].dtype, PartialShape(dims));
}

KernelOutputs kernelPad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<int64_t> p = intValues(in[1]);
  Dims dims(x.rank());
  for (int i = 0; i < x.rank(); ++i) dims[i] = x.shape().dim(i) + p[2 * i] + p[2 * i + 1];
  Tensor out(x.dtype(), Shape(dims));
  std::vector<int64_t> outStrides = rowStrides(out.shape());
  std::vector<int64_t> at(x.rank(), 0);
  for (int64_t k = 0, n = x.numElements(); k < n; ++k) {
    int64_t dst = 0;
    for (int d = 0; d < x.rank(); ++d) dst += (at[d] + p[2 * d]) * outStrides[d];
    copyElement(x, k, out, dst);
    for (int d = x.rank() - 1; d >= 0 && ++at[d] == x.shape().dim(d); --d) at[d] = 0;
  }
  return {out};
}

std::vector<Value> gradPad(const GradArgs& args) {
  using namespace build;  // NOLINT
  Value before = reshape(slice(cast(args.inputs[1], DType::Int32), ints({0, 0}), ints({-1, 1})), ints({-1}));
  return {slice(args.grads[0], before, shape(args.inputs[0])), Value()};
}

}  // namespace

OpDef rowTranspose() {
  return {Op::Transpose,   "Transpose",   2,           2, kPure | kDifferentiable, inferTranspose,
          kernelTranspose, gradTranspose, movementCost};
}
OpDef rowTile() {
  return {Op::Tile, "Tile", 2, 2, kPure | kDifferentiable, inferTile, kernelTile, gradTile, movementCost};
}
OpDef rowBroadcastTo() {
  return {Op::BroadcastTo,   "BroadcastTo",   2,           2, kPure | kDifferentiable, inferBroadcastTo,
          kernelBroadcastTo, gradBroadcastTo, movementCost};
}
OpDef rowPad() { return {Op::Pad, "Pad", 2, 2, kPure | kDifferentiable, inferPad, kernelPad, gradPad, movementCost}; }

}  // namespace tl::ops
