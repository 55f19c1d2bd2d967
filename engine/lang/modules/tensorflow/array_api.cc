// Shape manipulation: reshape, expand_dims, squeeze, concat, stack, unstack, split,
// shape, size, rank, ensure_shape, transpose, tile, pad, gather, where, one_hot, broadcast_to.
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

// An op's input; a Python value becomes a Const named `constName` (see operandConstName).
ops::Value tensorArg(Interp& in, const Value& v, const std::string& constName = "Const") {
  return toTensorValue(in, v, std::nullopt, constName);
}

// A list of tensors converted with a common dtype (the first tensor's, if any).
std::vector<ops::Value> tensorList(Interp& in, const Value& values) {
  std::vector<Value> items = in.toVector(values);
  std::optional<DType> common;
  for (const Value& v : items)
    if (isTensor(v) || isVariable(v)) {
      common = toTensorValue(in, v).dtype();
      break;
    }
  std::vector<ops::Value> out;
  for (const Value& v : items) out.push_back(common ? operandLike(in, v, *common) : tensorArg(in, v));
  return out;
}

int64_t intArg(Interp& in, const Value& v, int64_t fallback) { return given(v) ? toInt(in, v) : fallback; }

Value squeeze(Interp& in, std::vector<Value>& v) {
  std::vector<int64_t> dims;
  if (given(v[1])) {
    if (v[1].isIntLike()) dims.push_back(v[1].asInt());
    else
      for (const Value& d : in.toVector(v[1])) dims.push_back(toInt(in, d));
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
  std::string name = nameOr(in, v[3], "transpose");
  ops::Value x = tensorArg(in, v[0], operandConstName(name, "a"));
  ops::Value perm;
  if (given(v[1])) perm = intsArg(in, v[1], operandConstName(name, "perm"));
  else if (x.shape().hasRank()) {
    std::vector<int64_t> p;
    for (int i = x.shape().rank() - 1; i >= 0; --i) p.push_back(i);
    perm = intConst(p, false, false, operandConstName(name, "perm"));
  } else {
    ops::Value r = ops::build::rank(x);
    ops::Value one = intConst({1}, true);
    perm = ops::build::range(ops::build::sub(r, one), intConst({-1}, true), intConst({-1}, true));
  }
  return wrapTensor(in, callNamed(Op::Transpose, {x, perm}, {}, name));
}

// tf.where: SelectV2 with x and y; without them the Where op (the true elements' coordinates).
Value where(Interp& in, std::vector<Value>& v) {
  if (!given(v[1]) && !given(v[2])) {
    return wrapTensor(in, callNamed(Op::Where, {tensorArg(in, v[0])}, {}, nameOr(in, v[3], "Where")));
  }
  if (!given(v[1]) || !given(v[2])) in.raise(in.types.ValueError, "x and y must both be non-None or both be None.");
  ops::Value c = toTensorValue(in, v[0], DType::Bool);
  ops::Value x, y;
  if (isTensor(v[1]) || isVariable(v[1])) x = tensorArg(in, v[1]), y = operandLike(in, v[2], x.dtype());
  else y = tensorArg(in, v[2]), x = operandLike(in, v[1], y.dtype());
  return wrapTensor(in, callNamed(Op::SelectV2, {c, x, y}, {}, nameOr(in, v[3], "SelectV2")));
}

// TF's array_ops.one_hot: the dtype from on_value/off_value, else `dtype`, else
// float32. It opens its "one_hot" scope first: given values become Consts there,
// default ones "on_value" and "off_value", then the op converts indices and depth.
Value oneHot(Interp& in, std::vector<Value>& v) {
  auto dtypeReprName = [](DType d) { return std::string("<dtype: '") + core::dtypeName(d) + "'>"; };
  std::optional<DType> dtype = dtypeArg(in, v[5]);
  const std::string name = nameOr(in, v[6], "one_hot");
  std::optional<ops::Value> on, off;
  for (auto [arg, value] : {std::pair{v[2], &on}, std::pair{v[3], &off}}) {
    if (!given(arg)) continue;
    std::string constName = operandConstName(name, "Const");
    *value = dtype ? operandLike(in, arg, *dtype, constName) : tensorArg(in, arg, constName);
  }
  for (const auto* value : {&on, &off}) {
    if (*value && dtype && (*value)->dtype() != *dtype) {
      in.raise(in.types.TypeError, std::string("dtype ") + dtypeReprName((*value)->dtype()) + " of " +
                                       (value == &on ? "on_value" : "off_value") + " does not match dtype parameter " +
                                       dtypeReprName(*dtype));
    }
  }
  if (on && off && on->dtype() != off->dtype()) {
    in.raise(in.types.TypeError, std::string("dtype ") + dtypeReprName(on->dtype()) +
                                     " of on_value does not match dtype " + dtypeReprName(off->dtype()) +
                                     " of off_value");
  }
  DType d = on ? on->dtype() : off ? off->dtype() : dtype.value_or(DType::Float32);
  if (!on) on = operandLike(in, Value::integer(1), d, operandConstName(name, "on_value"));
  if (!off) off = operandLike(in, Value::integer(0), d, operandConstName(name, "off_value"));
  ops::Attrs attrs = {{"axis", intArg(in, v[4], -1)}};
  ops::Value indices = tensorArg(in, v[0], operandConstName(name, "indices"));
  ops::Value depth = intsArg(in, v[1], operandConstName(name, "depth"));
  return wrapTensor(in, callNamed(Op::OneHot, {indices, depth, *on, *off}, attrs, name));
}

Value listOf(Interp& in, const std::vector<ops::Value>& parts) {
  std::vector<Value> out;
  for (const ops::Value& p : parts) out.push_back(wrapTensor(in, p));
  return in.newList(out);
}

// The axis of tf.split, the op's input "split_dim" (0 unless given).
ops::Value splitDim(Interp& in, const Value& axis, const std::string& name) {
  std::string constName = operandConstName(name, "split_dim");
  return given(axis) ? intsArg(in, axis, constName) : intConst({0}, true, false, constName);
}

// tf.split: an int is Split into equal parts (inputs split_dim, value), sizes
// are SplitV (value, size_splits converted first outside its scope, split_dim).
Value split(Interp& in, std::vector<Value>& v) {
  std::string name = nameOr(in, v[4], "split");
  if (v[1].isIntLike()) {
    ops::Value axis = splitDim(in, v[2], name);
    ops::Value x = tensorArg(in, v[0], operandConstName(name, "value"));
    int64_t n = v[1].asInt();
    if (n < 1) {
      in.raise(in.types.ValueError,
               "Value for attr 'num_split' of " + std::to_string(n) + " must be at least minimum 1");
    }
    return listOf(in, ops::call(Op::Split, {axis, x}, {{"num_split", n}, {graph::kNameAttr, name}}));
  }
  ops::Value sizes = intsArg(in, v[1]);
  ops::Value x = tensorArg(in, v[0], operandConstName(name, "value"));
  ops::Value axis = splitDim(in, v[2], name);
  if (sizes.shape().hasRank() && sizes.shape().rank() == 0) {
    in.raise(in.types.ValueError,
             "Rank-0 tensors are not supported as the num_or_size_splits argument "
             "to split. Argument provided: " +
                 in.str(v[1]));
  }
  int64_t num = given(v[3]) ? toInt(in, v[3]) : -1;
  if (num < 0 && sizes.shape().hasRank()) num = sizes.shape().dim(0);
  if (num < 0) in.raise(in.types.ValueError, "Cannot infer argument `num` from shape " + in.str(v[1]));
  return listOf(in, ops::call(Op::SplitV, {x, sizes, axis}, {{"num_split", num}, {graph::kNameAttr, name}}));
}

// tf.pad in its CONSTANT mode (zeros: the Pad op).
Value pad(Interp& in, std::vector<Value>& v) {
  std::string mode = given(v[2]) ? toStr(in, v[2]) : "CONSTANT";
  for (char& c : mode) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (mode != "CONSTANT" && mode != "REFLECT" && mode != "SYMMETRIC") {
    in.raise(in.types.ValueError,
             "Value of argument `mode` expected to be one of \"CONSTANT\", "
             "\"REFLECT\", or \"SYMMETRIC\". Received `mode` = " +
                 toStr(in, v[2]));
  }
  bool zero = !given(v[3]) || (!isTensor(v[3]) && (v[3].isIntLike() || v[3].isFloat()) &&
                               (v[3].isFloat() ? v[3].asFloat() == 0 : v[3].asInt() == 0));
  if (mode != "CONSTANT" || !zero) {
    in.raise(in.types.NotImplementedError, "tf.pad supports mode=\"CONSTANT\" with constant_values=0 here");
  }
  std::string name = nameOr(in, v[4], "Pad");  // gen_array_ops.pad's scope, inputs "input" and "paddings"
  ops::Value x = tensorArg(in, v[0], operandConstName(name, "input"));
  return wrapTensor(in, callNamed(Op::Pad, {x, intsArg(in, v[1], operandConstName(name, "paddings"))}, {}, name));
}

Value ensureShape(Interp& in, std::vector<Value>& v) {
  ops::Value x = tensorArg(in, v[0]);
  return wrapTensor(in, callNamed(Op::EnsureShape, {x}, {{"shape", toPartialShape(in, v[1])}},
                                  nameOr(in, v[2], "EnsureShape")));
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
    std::string name = nameOr(in, v[2], "Reshape");
    ops::Value x = tensorArg(in, v[0], operandConstName(name, "tensor"));
    return wrapTensor(in, callNamed(Op::Reshape, {x, intsArg(in, v[1], operandConstName(name, "shape"))}, {}, name));
  });
  defParsed(in, tf, "expand_dims", {"input", "axis", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], "ExpandDims");
    ops::Value x = tensorArg(in, v[0], operandConstName(name, "input"));
    return wrapTensor(in, callNamed(Op::ExpandDims, {x, intsArg(in, v[1], operandConstName(name, "dim"))}, {}, name));
  });
  defParsed(in, tf, "squeeze", {"input", "axis", "name"}, 1, squeeze);
  defParsed(in, tf, "concat", {"values", "axis", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::vector<ops::Value> parts = tensorList(in, v[0]);
    if (parts.size() == 1) return wrapTensor(in, callNamed(Op::Identity, {parts[0]}, {}, "concat"));
    std::string name = nameOr(in, v[2], "concat");
    parts.push_back(intsArg(in, v[1], operandConstName(name, "axis")));
    return wrapTensor(in, callNamed(Op::ConcatV2, parts, {}, name));
  });
  defParsed(in, tf, "stack", {"values", "axis", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    std::vector<ops::Value> parts = tensorList(in, v[0]);
    return wrapTensor(in, callNamed(Op::Pack, parts, {{"axis", intArg(in, v[1], 0)}}, nameOr(in, v[2], "stack")));
  });
  defParsed(in, tf, "unstack", {"value", "num", "axis", "name"}, 1, unstack);
  defParsed(in, tf, "split", {"value", "num_or_size_splits", "axis", "num", "name"}, 2, split);
  defParsed(in, tf, "pad", {"tensor", "paddings", "mode", "constant_values", "name"}, 2, pad);
  defParsed(in, tf, "ensure_shape", {"x", "shape", "name"}, 2, ensureShape);
  defParsed(in, tf, "transpose", {"a", "perm", "conjugate", "name"}, 1, transpose);
  defParsed(in, tf, "tile", {"input", "multiples", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], "Tile");
    ops::Value x = tensorArg(in, v[0], operandConstName(name, "input"));
    return wrapTensor(in, callNamed(Op::Tile, {x, intsArg(in, v[1], operandConstName(name, "multiples"))}, {}, name));
  });
  defParsed(in, tf, "gather", {"params", "indices", "validate_indices", "axis", "batch_dims", "name"}, 2,
            [](Interp& in, std::vector<Value>& v) {
              // array_ops.gather: the axis is batch_dims unless given; gen_array_ops.gather_v2
              // converts params, indices and axis in that order, in its scope.
              int64_t batchDims = intArg(in, v[4], 0);
              std::string name = nameOr(in, v[5], "GatherV2");
              ops::Value params = tensorArg(in, v[0], operandConstName(name, "params"));
              ops::Value idx = toTensorValue(in, v[1], std::nullopt, operandConstName(name, "indices"));
              std::string axisName = operandConstName(name, "axis");
              ops::Value axis = given(v[3]) ? intsArg(in, v[3], axisName)
                                            : intConst({batchDims}, true, false, axisName);
              return wrapTensor(in, callNamed(Op::GatherV2, {params, idx, axis}, {{"batch_dims", batchDims}}, name));
            });
  defParsed(in, tf, "where", {"condition", "x", "y", "name"}, 1, where);
  defParsed(in, tf, "one_hot", {"indices", "depth", "on_value", "off_value", "axis", "dtype", "name"}, 2, oneHot);
  defParsed(in, tf, "broadcast_to", {"input", "shape", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], "BroadcastTo");
    ops::Value x = tensorArg(in, v[0], operandConstName(name, "input"));
    return wrapTensor(in,
                      callNamed(Op::BroadcastTo, {x, intsArg(in, v[1], operandConstName(name, "shape"))}, {}, name));
  });
}

}  // namespace tl::lang::tfi
