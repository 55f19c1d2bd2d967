// Assert(condition, data...): raises InvalidArgumentError when the condition is
// false, with the data summarized (tf.debugging.Assert; AutoGraph's check that a
// loop setting the return value iterated at least once).
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/tensor_format.h"

namespace tl::ops {
namespace {

// Tensor::SummarizeValue: the first `summarize` elements, space separated
// (strings as they are), "..." when there are more.
std::string summarizeValue(const Tensor& t, int64_t summarize) {
  int64_t n = t.numElements(), shown = summarize < 0 ? n : std::min(n, summarize);
  std::string out;
  for (int64_t i = 0; i < shown; ++i) {
    if (i) out += " ";
    if (t.dtype() == DType::String) {
      out += t.strings()[i];
    } else {
      Tensor element(t.dtype(), Shape{});
      copyElement(t, i, element, 0);
      out += formatTensor(element, -1);
    }
  }
  return shown < n ? out + "..." : out;
}

std::vector<TypedShape> inferAssert(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].dtype != DType::Bool) throwTypeMismatch("Assert", 0, DType::Bool, in[0].dtype);
  const PartialShape& s = in[0].shape;
  if (s.hasRank() && s.rank() != 0) {
    core::throwInvalidArgument("In[0] should be a scalar: " + s.toDebugString());
  }
  return {};
}

KernelOutputs kernelAssert(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  if (conditionHolds(in[0])) return {};
  int64_t summarize = attrInt(attrs, "summarize", 3);
  std::string message = "assertion failed: ";
  for (size_t i = 1; i < in.size(); ++i) {
    message += "[" + summarizeValue(in[i], summarize) + "]" + (i + 1 < in.size() ? " " : "");
  }
  core::throwInvalidArgument(message);
}

}  // namespace

OpDef rowAssert() {
  return {Op::Assert, "Assert", 1, -1, kStateful | kSideEffect, inferAssert, kernelAssert, nullptr, zeroCost};
}

}  // namespace tl::ops
