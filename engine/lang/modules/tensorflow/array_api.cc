// Shape manipulation: reshape, expand_dims, squeeze, concat, stack, unstack,
// shape, size, rank, transpose, tile, gather, where, broadcast_to.
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

std::string nameOr(Interp& in, const Value& v, const char* fallback) {
  std::optional<std::string> n = nameArg(in, v);
  return n ? *n : fallback;
}

ops::Value tensorArg(Interp& in, const Value& v) { return toTensorValue(in, v); }

// A list of tensors converted with a common dtype (the first tensor's, if any).
std::vector<ops::Value> tensorList(Interp& in, const Value& values) {
  std::vector<Value> items = in.toVector(values);
  std::optional<DType> common;
  for (const Value& v : items)
    if (isTensor(v) || isVariable(v)) { common = toTensorValue(in, v).dtype(); break; }
  std::vector<ops::Value> out;
  for (const Value& v : items) out.push_back(common ? operandLike(in, v, *common) : tensorArg(in, v));
  return out;
}

int64_t intArg(Interp& in, const Value& v, int64_t fallback) { return given(v) ? toInt(in, v) : fallback; }

Value squeeze(Interp& in, std::vector<Value>& v) {
  std::vector<int64_t> dims;
  if (given(v[1])) {
    if (v[1].isIntLike()) dims.push_back(v[1].asInt());
    else for (const Value& d : in.toVector(v[1])) dims.push_back(toInt(in, d));
  }
  return wrapTensor(in, callNamed(Op::Squeeze, {tensorArg(in, v[0])}, {{"squeeze_dims", dims}},
                                  nameOr(in, v[2], "Squeeze")));
}

Value unstack(Interp& in, std::vector<Value>& v) {
  ops::Value x = tensorArg(in, v[0]);
  int64_t axis = intArg(in, v[2], 0);
  int64_t num = -1;
  if (given(v[1])) num = toInt(in, v[1]);
  else if (x.shape().hasRank()) {
    int rank = x.shape().rank();
    int64_t a = axis < 0 ? axis + rank : axis;
    if (a >= 0 && a < rank) num = x.shape().dim(static_cast<int>(a));
  }
  if (num < 0) in.raise(in.types.ValueError, "Cannot infer argument `num` from shape " + x.shape().toString());
  ops::Attrs attrs = {{"num", num}, {"axis", axis}, {graph::kNameAttr, nameOr(in, v[3], "unstack")}};
  std::vector<ops::Value> parts = ops::call(Op::Unpack, {x}, attrs);
  std::vector<Value> out;
  for (ops::Value& p : parts) out.push_back(wrapTensor(in, p));
  return in.newList(out);
}

Value transpose(Interp& in, std::vector<Value>& v) {
  ops::Value x = tensorArg(in, v[0]);
  ops::Value perm;
  if (given(v[1])) perm = intsArg(in, v[1]);
  else if (x.shape().hasRank()) {
    std::vector<int64_t> p;
    for (int i = x.shape().rank() - 1; i >= 0; --i) p.push_back(i);
    perm = intConst(p);
  } else {
    ops::Value r = ops::build::rank(x);
    ops::Value one = intConst({1}, true);
    perm = ops::build::range(ops::build::sub(r, one), intConst({-1}, true), intConst({-1}, true));
  }
  return wrapTensor(in, callNamed(Op::Transpose, {x, perm}, {}, nameOr(in, v[3], "transpose")));
}

Value where(Interp& in, std::vector<Value>& v) {
  if (!given(v[1]) || !given(v[2])) {
    in.raise(in.types.NotImplementedError, "tf.where with only a condition is not supported");
  }
  ops::Value c = toTensorValue(in, v[0], DType::Bool);
  ops::Value x, y;
  if (isTensor(v[1]) || isVariable(v[1])) x = tensorArg(in, v[1]), y = operandLike(in, v[2], x.dtype());
  else y = tensorArg(in, v[2]), x = operandLike(in, v[1], y.dtype());
  return wrapTensor(in, callNamed(Op::SelectV2, {c, x, y}, {}, nameOr(in, v[3], "SelectV2")));
}

void installShapeQueries(Interp& in, const Value& tf) {
  defParsed(in, tf, "shape", {"input", "out_type", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    DType d = dtypeArg(in, v[1]).value_or(DType::Int32);
    return wrapTensor(in, callNamed(Op::Shape, {tensorArg(in, v[0])}, {{"out_type", d}}, nameOr(in, v[2], "Shape")));
  });
  defParsed(in, tf, "size", {"input", "out_type", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    DType d = dtypeArg(in, v[1]).value_or(DType::Int32);
    return wrapTensor(in, callNamed(Op::Size, {tensorArg(in, v[0])}, {{"out_type", d}}, nameOr(in, v[2], "Size")));
  });
  defParsed(in, tf, "rank", {"input", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(Op::Rank, {tensorArg(in, v[0])}, {}, nameOr(in, v[1], "Rank")));
  });
}

}  // namespace

void installArrayApi(Interp& in, const Value& tf) {
  installShapeQueries(in, tf);
  defParsed(in, tf, "reshape", {"tensor", "shape", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(Op::Reshape, {tensorArg(in, v[0]), intsArg(in, v[1])}, {}, nameOr(in, v[2], "Reshape")));
  });
  defParsed(in, tf, "expand_dims", {"input", "axis", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    ops::Value axis = intsArg(in, v[1]);
    return wrapTensor(in, callNamed(Op::ExpandDims, {tensorArg(in, v[0]), axis}, {}, nameOr(in, v[2], "ExpandDims")));
  });
  defParsed(in, tf, "squeeze", {"input", "axis", "name"}, 1, squeeze);
  defParsed(in, tf, "concat", {"values", "axis", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::vector<ops::Value> parts = tensorList(in, v[0]);
    if (parts.size() == 1) return wrapTensor(in, callNamed(Op::Identity, {parts[0]}, {}, "concat"));
    parts.push_back(intsArg(in, v[1]));
    return wrapTensor(in, callNamed(Op::ConcatV2, parts, {}, nameOr(in, v[2], "concat")));
  });
  defParsed(in, tf, "stack", {"values", "axis", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    std::vector<ops::Value> parts = tensorList(in, v[0]);
    return wrapTensor(in, callNamed(Op::Pack, parts, {{"axis", intArg(in, v[1], 0)}}, nameOr(in, v[2], "stack")));
  });
  defParsed(in, tf, "unstack", {"value", "num", "axis", "name"}, 1, unstack);
  defParsed(in, tf, "transpose", {"a", "perm", "conjugate", "name"}, 1, transpose);
  defParsed(in, tf, "tile", {"input", "multiples", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(Op::Tile, {tensorArg(in, v[0]), intsArg(in, v[1])}, {}, nameOr(in, v[2], "Tile")));
  });
  defParsed(in, tf, "gather", {"params", "indices", "validate_indices", "axis", "batch_dims", "name"}, 2,
            [](Interp& in, std::vector<Value>& v) {
              ops::Value axis = given(v[3]) ? intsArg(in, v[3]) : intConst({0}, true);
              ops::Value idx = toTensorValue(in, v[1]);
              return wrapTensor(in, callNamed(Op::GatherV2, {tensorArg(in, v[0]), idx, axis},
                                              {{"batch_dims", intArg(in, v[4], 0)}}, nameOr(in, v[5], "GatherV2")));
            });
  defParsed(in, tf, "where", {"condition", "x", "y", "name"}, 1, where);
  defParsed(in, tf, "broadcast_to", {"input", "shape", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(Op::BroadcastTo, {tensorArg(in, v[0]), intsArg(in, v[1])}, {}, nameOr(in, v[2], "BroadcastTo")));
  });
}

}  // namespace tl::lang::tfi
