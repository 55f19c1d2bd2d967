// Reshape, ExpandDims, Squeeze: the same buffer under a new shape.
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// Resolves a requested shape (one -1 allowed) against a known element count.
Dims resolveReshape(const std::vector<int64_t>& requested, int64_t count, bool countKnown) {
  Dims dims = requested;
  int unknownAt = -1;
  int64_t product = 1;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] == -1) {
      if (unknownAt >= 0) {
        core::throwInvalidArgument("Only one input size may be -1, not both " +
                                   std::to_string(unknownAt) + " and " + std::to_string(i));
      }
      unknownAt = static_cast<int>(i);
    } else if (dims[i] < 0) {
      core::throwInvalidArgument("Size " + std::to_string(i) +
                                 " must be non-negative, not " + std::to_string(dims[i]));
    } else {
      product *= dims[i];
    }
  }
  if (!countKnown) return dims;
  std::string prefix = "Input to reshape is a tensor with " + std::to_string(count) + " values, ";
  if (unknownAt >= 0) {
    if (product == 0 || count % product != 0) {
      core::throwInvalidArgument(prefix + "but the requested shape requires a multiple of " +
                                 std::to_string(product));
    }
    dims[unknownAt] = count / product;
  } else if (product != count) {
    core::throwInvalidArgument(prefix + "but the requested shape has " + std::to_string(product));
  }
  return dims;
}

std::vector<TypedShape> inferReshape(const std::vector<TypedShape>& in, const Attrs&) {
  std::vector<int64_t> requested;
  if (constInts(in, 1, &requested)) {
    const PartialShape& s = in[0].shape;
    bool countKnown = s.isFullyDefined();
    return one(in[0].dtype, PartialShape(resolveReshape(
                                requested, countKnown ? s.toShape().numElements() : 0, countKnown)));
  }
  const PartialShape& target = in[1].shape;
  if (target.hasRank() && target.rank() == 1 && known(target.dim(0))) {
    return one(in[0].dtype, unknownOfRank(static_cast<int>(target.dim(0))));
  }
  return one(in[0].dtype, PartialShape());
}

std::vector<Tensor> kernelReshape(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Dims dims = resolveReshape(intValues(in[1]), in[0].numElements(), true);
  return {in[0].reshaped(Shape(dims))};
}

std::vector<Value> gradReshape(const GradArgs& args) {
  return {build::reshape(args.grads[0], build::shape(args.inputs[0])), Value()};
}

// --- ExpandDims(x, axis) ---

int64_t expandAxis(int64_t axis, int rank) {
  if (axis < -rank - 1 || axis > rank) {
    core::throwInvalidArgument("Tried to expand dim index " + std::to_string(axis) +
                               " for tensor with " + std::to_string(rank) + " dimensions.");
  }
  return axis < 0 ? axis + rank + 1 : axis;
}

std::vector<TypedShape> inferExpandDims(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  if (!s.hasRank()) return one(in[0].dtype, PartialShape());
  std::vector<int64_t> axis;
  if (!constInts(in, 1, &axis)) return one(in[0].dtype, unknownOfRank(s.rank() + 1));
  if (axis.size() != 1) core::throwInvalidArgument("'dim' must be a tensor with a single value");
  Dims dims = s.dims();
  dims.insert(dims.begin() + expandAxis(axis[0], s.rank()), 1);
  return one(in[0].dtype, PartialShape(dims));
}

std::vector<Tensor> kernelExpandDims(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Dims dims = in[0].shape().dims();
  int64_t axis = expandAxis(intValues(in[1])[0], in[0].rank());
  dims.insert(dims.begin() + axis, 1);
  return {in[0].reshaped(Shape(dims))};
}

// --- Squeeze(x) ---

std::vector<int64_t> squeezeDims(const Attrs& attrs) {
  if (const auto* v = attr<std::vector<int64_t>>(attrs, "squeeze_dims")) return *v;
  if (const auto* v = attr<std::vector<int64_t>>(attrs, "axis")) return *v;
  return {};
}

PartialShape squeezeShape(const PartialShape& s, const std::vector<int64_t>& axes) {
  if (!s.hasRank()) return s;
  std::vector<bool> drop(s.rank(), false);
  for (int64_t a : axes) {
    if (a < -s.rank() || a >= s.rank()) {
      core::throwInvalidArgument("Tried to squeeze dim index " + std::to_string(a) +
                                 " for tensor with " + std::to_string(s.rank()) + " dimensions.");
    }
    int64_t axis = normalizeAxis(a, s.rank());
    if (known(s.dim(axis)) && s.dim(axis) != 1) {
      core::throwInvalidArgument("Can not squeeze dim[" + std::to_string(axis) +
                                 "], expected a dimension of 1, got " + std::to_string(s.dim(axis)));
    }
    drop[axis] = true;
  }
  Dims dims;
  for (int i = 0; i < s.rank(); ++i) {
    if (axes.empty() && !known(s.dim(i))) return PartialShape();
    if (!(axes.empty() ? s.dim(i) == 1 : drop[i])) dims.push_back(s.dim(i));
  }
  return PartialShape(dims);
}

std::vector<TypedShape> inferSqueeze(const std::vector<TypedShape>& in, const Attrs& attrs) {
  return one(in[0].dtype, squeezeShape(in[0].shape, squeezeDims(attrs)));
}

std::vector<Tensor> kernelSqueeze(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  return {in[0].reshaped(squeezeShape(in[0].shape(), squeezeDims(attrs)).toShape())};
}

std::vector<Value> gradToInputShape(const GradArgs& args) {
  std::vector<Value> out(args.inputs.size());
  out[0] = build::reshape(args.grads[0], build::shape(args.inputs[0]));
  return out;
}

}  // namespace

OpDef rowReshape() {
  return {Op::Reshape, "Reshape", 2, 2, kPure | kDifferentiable, inferReshape, kernelReshape,
          gradReshape, zeroCost};
}
OpDef rowExpandDims() {
  return {Op::ExpandDims, "ExpandDims", 2, 2, kPure | kDifferentiable, inferExpandDims,
          kernelExpandDims, gradToInputShape, zeroCost};
}
OpDef rowSqueeze() {
  return {Op::Squeeze, "Squeeze", 1, 1, kPure | kDifferentiable, inferSqueeze, kernelSqueeze,
          gradToInputShape, zeroCost};
}

}  // namespace tl::ops
