// tf.math.top_k (tf.nn.top_k), tf.sort and tf.argsort: one TopKV2 op, with
// sort_ops.py's way of sorting along any axis and in either direction on it.
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

// gen_nn_ops' result type: collections.namedtuple("TopKV2", ["values", "indices"]).
Value topKResult(Interp& in, const std::vector<ops::Value>& outs) {
  TfState& st = tfState(in);
  if (st.topKResultClass.isNull()) {
    Value namedtuple = in.getAttr(in.importModule("collections", {}), "namedtuple");
    Value fields = in.newList({in.newStr("values"), in.newStr("indices")});
    st.topKResultClass = in.call(namedtuple, {in.newStr("TopKV2"), fields},
                                 {{"module", in.newStr("tensorflow.python.ops.gen_nn_ops")}});
    st.keepAlive.push_back(st.topKResultClass);
  }
  return in.call(st.topKResultClass, {wrapTensor(in, outs[0]), wrapTensor(in, outs[1])});
}

// nn_ops.top_k(input, k=1, sorted=True, name=None), as of TF 2.15.
Value topK(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0]);
  ops::Value k = given(v[1]) ? toTensorValue(in, v[1], isTensor(v[1]) ? std::nullopt : std::optional(DType::Int32))
                             : intConst({1}, true);
  bool sorted = !given(v[2]) || in.truthy(v[2]);
  ops::Attrs attrs = {{"sorted", sorted}, {graph::kNameAttr, nameOr(in, v[3], "TopKV2")}};
  return topKResult(in, ops::call(Op::TopKV2, {x, k}, attrs));
}

// _descending_sort: TopKV2 with k = the axis's length, on the last axis (another
// axis is swapped with the last one before and after).
ops::Value descendingSort(Interp& in, const ops::Value& values, int64_t axis, bool indices) {
  ops::Value k = sliceTensor(in, callNamed(Op::Shape, {values}, {}, "Shape"), Value::integer(axis));
  const core::PartialShape& shape = values.shape();
  std::vector<int64_t> perm;
  if (axis != -1 && !(shape.hasRank() && axis + 1 == shape.rank())) {
    if (!shape.hasRank()) in.raise(in.types.NotImplementedError, "tf.sort of a tensor of unknown rank");
    int rank = shape.rank();
    if (axis < 0) axis += rank;
    for (int d = 0; d < rank; ++d) perm.push_back(d == axis ? rank - 1 : d == rank - 1 ? axis : d);
  }
  ops::Value input = values;
  if (!perm.empty()) input = callNamed(Op::Transpose, {values, intConst(perm)}, {}, "transpose");
  std::vector<ops::Value> outs = ops::call(Op::TopKV2, {input, k}, {{"sorted", true}, {graph::kNameAttr, "TopKV2"}});
  ops::Value out = outs[indices ? 1 : 0];
  if (!perm.empty()) out = callNamed(Op::Transpose, {out, intConst(perm)}, {}, "transpose");
  return out;
}

// _ascending_sort: the descending sort of values turned around. Floats are
// negated; TF maps integers onto their unsigned type (offset - x), which
// tracelab lacks, so they become -1 - x: also order-reversing, exact and stable.
ops::Value ascendingSort(Interp& in, const ops::Value& values, int64_t axis, bool indices) {
  if (core::isFloating(values.dtype())) {
    ops::Value out = descendingSort(in, callNamed(Op::Neg, {values}, {}, "Neg"), axis, indices);
    return indices ? out : callNamed(Op::Neg, {out}, {}, "Neg");
  }
  ops::Value offset = ops::build::scalar(-1, values.dtype());
  ops::Value out = descendingSort(in, callNamed(Op::Sub, {offset, values}, {}, "sub"), axis, indices);
  return indices ? out : callNamed(Op::Sub, {offset, out}, {}, "sub");
}

// _sort_or_argsort: the direction's check, then the axis must be known while building.
Value sortOrArgsort(Interp& in, const Value& values, const Value& axisArg, const Value& direction, bool indices) {
  std::string dir = given(direction) ? in.str(direction) : "ASCENDING";
  if (dir != "ASCENDING" && dir != "DESCENDING") {
    in.raise(in.types.ValueError, dir + " should be one of ASCENDING, DESCENDING");
  }
  int64_t axis = -1;
  if (given(axisArg)) {
    ops::Value a = toTensorValue(in, axisArg);
    const core::Tensor* known = ops::constantValue(a);
    if (!known || !a.shape().hasRank() || a.shape().rank() != 0) {
      in.raise(in.types.ValueError, "axis must be a constant scalar");
    }
    axis = known->elementAsInt64(0);
  }
  ops::Value x = toTensorValue(in, values);
  ops::Value out = dir == "ASCENDING" ? ascendingSort(in, x, axis, indices) : descendingSort(in, x, axis, indices);
  return wrapTensor(in, out);
}

}  // namespace

void installSortApi(Interp& in, const Value& tf, const Value& math, const Value& nn) {
  for (const Value& m : {math, nn}) defParsed(in, m, "top_k", {"input", "k", "sorted", "name"}, 1, topK);
  defParsed(in, tf, "sort", {"values", "axis", "direction", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return sortOrArgsort(in, v[0], v[1], v[2], false); });
  defParsed(in, tf, "argsort", {"values", "axis", "direction", "stable", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return sortOrArgsort(in, v[0], v[1], v[2], true); });
}

}  // namespace tl::lang::tfi
