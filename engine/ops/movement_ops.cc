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
        core::throwInvalidArgument("Only one input size may be -1, not both " + std::to_string(unknownAt) + " and " +
                                   std::to_string(i));
      }
      unknownAt = static_cast<int>(i);
    } else if (dims[i] < 0) {
      core::throwInvalidArgument("Size " + std::to_string(i) + " must be non-negative, not " + std::to_string(dims[i]));
    } else {
      product *= dims[i];
    }
  }
  if (!countKnown) return dims;
  std::string prefix = "Input to reshape is a tensor with " + std::to_string(count) + " values, ";
  if (unknownAt >= 0) {
    if (product == 0 || count % product != 0) {
      core::throwInvalidArgument(prefix + "but the requested shape requires a multiple of " + std::to_string(product));
    }
    dims[unknownAt] = count / product;
  } else if (product != count) {
    core::throwInvalidArgument(prefix + "but the requested shape has " + std::to_string(product));
  }
  return dims;
}

// The product of the known dims and the index of the one unknown dim (-1 if
// none; -2 if more than one), as TF's Reshape shape function counts them.
int64_t knownProduct(const Dims& dims, int* unknownAt) {
  int64_t product = 1;
  *unknownAt = -1;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (known(dims[i])) product *= dims[i];
    else *unknownAt = *unknownAt == -1 ? static_cast<int>(i) : -2;
  }
  return product;
}

// TensorFlow's SetOutputShapeForReshape on a partial input and a constant
// requested shape (-1 unknown): the output shape, or its message.
std::string reshapeShapeFn(const PartialShape& in, const Dims& requested, PartialShape* result) {
  for (int64_t d : requested) {
    if (d < -1) return "Dimension " + std::to_string(d) + " must be >= -1";
  }
  Dims out = requested;
  *result = PartialShape(out);
  if (!in.hasRank()) return "";
  int outUnknown = -1, inUnknown = -1;
  int64_t outKnown = knownProduct(out, &outUnknown), inKnown = knownProduct(in.dims(), &inUnknown);
  if (outUnknown == -2 || inUnknown == -2) return "";
  if (inUnknown < 0 && outUnknown < 0 && inKnown != outKnown) {
    return "Cannot reshape a tensor with " + std::to_string(inKnown) + " elements to shape " +
           PartialShape(out).toDebugString() + " (" + std::to_string(outKnown) + " elements)";
  }
  auto evenlyDivisible = [](int64_t v, int64_t divisor) {
    return v % divisor == 0 ? ""
                            : "Dimension size must be evenly divisible by " + std::to_string(divisor) + " but is " +
                                  std::to_string(v);
  };
  if (inUnknown < 0 && outUnknown >= 0 && outKnown > 0) {
    std::string message = evenlyDivisible(inKnown, outKnown);
    if (!message.empty()) return message;
    out[outUnknown] = inKnown / outKnown;
  } else if (inUnknown >= 0 && outUnknown < 0 && inKnown != 0) {
    return evenlyDivisible(outKnown, inKnown);
  } else if (inUnknown >= 0 && outUnknown >= 0 && inKnown == outKnown) {
    out[outUnknown] = in.dim(inUnknown);
  }
  *result = PartialShape(out);
  return "";
}

std::vector<TypedShape> inferReshape(const std::vector<TypedShape>& in, const Attrs&) {
  std::vector<int64_t> requested;
  if (constInts(in, 1, &requested)) {
    PartialShape out;
    std::string graphMessage = reshapeShapeFn(in[0].shape, requested, &out);
    if (!in[0].shape.isFullyDefined()) {
      if (!graphMessage.empty()) core::throwShapeError(graphMessage, graphMessage);
      return one(in[0].dtype, out);
    }
    try {  // the kernel's own check, in its words, for an eager call
      out = PartialShape(resolveReshape(requested, in[0].shape.toShape().numElements(), true));
    } catch (const core::TfError& e) {
      if (graphMessage.empty()) throw;
      core::throwShapeError(graphMessage, e.what());
    }
    return one(in[0].dtype, out);
  }
  PartialShape target = shapeFromShapeTensor(in, 1);
  if (!target.hasRank()) return one(in[0].dtype, PartialShape());
  PartialShape out;
  std::string graphMessage = reshapeShapeFn(in[0].shape, target.dims(), &out);
  if (!graphMessage.empty()) core::throwShapeError(graphMessage, graphMessage);
  return one(in[0].dtype, out);
}

KernelOutputs kernelReshape(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Dims dims = resolveReshape(intValues(in[1]), in[0].numElements(), true);
  return {in[0].reshaped(Shape(dims))};
}

std::vector<Value> gradReshape(const GradArgs& args) {
  return {build::reshape(args.grads[0], build::shape(args.inputs[0])), Value()};
}

// --- ExpandDims(x, axis) ---

int64_t expandAxis(int64_t axis, int rank) {
  if (axis < -rank - 1 || axis > rank) {
    core::throwInvalidArgument("Tried to expand dim index " + std::to_string(axis) + " for tensor with " +
                               std::to_string(rank) + " dimensions.");
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

KernelOutputs kernelExpandDims(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
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
      std::string message = "Tried to squeeze dim index " + std::to_string(a) + " for tensor with " +
                            std::to_string(s.rank()) + " dimensions.";
      core::throwShapeError(message, message);
    }
    int64_t axis = normalizeAxis(a, s.rank());
    if (known(s.dim(axis)) && s.dim(axis) != 1) {
      std::string message = "Can not squeeze dim[" + std::to_string(axis) + "], expected a dimension of 1, got " +
                            std::to_string(s.dim(axis));
      core::throwShapeError(message, message);
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

KernelOutputs kernelSqueeze(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  return {in[0].reshaped(squeezeShape(in[0].shape(), squeezeDims(attrs)).toShape())};
}

std::vector<Value> gradToInputShape(const GradArgs& args) {
  std::vector<Value> out(args.inputs.size());
  out[0] = build::reshape(args.grads[0], build::shape(args.inputs[0]));
  return out;
}

}  // namespace

OpDef rowReshape() {
  return {Op::Reshape, "Reshape", 2, 2, kPure | kDifferentiable, inferReshape, kernelReshape, gradReshape, zeroCost};
}
OpDef rowExpandDims() {
  return {Op::ExpandDims,   "ExpandDims",     2,       2, kPure | kDifferentiable, inferExpandDims,
          kernelExpandDims, gradToInputShape, zeroCost};
}
OpDef rowSqueeze() {
  return {Op::Squeeze,   "Squeeze",        1,       1, kPure | kDifferentiable, inferSqueeze,
          kernelSqueeze, gradToInputShape, zeroCost};
}

}  // namespace tl::ops
