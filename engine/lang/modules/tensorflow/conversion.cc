// tf.convert_to_tensor: Python values, numpy arrays, tensors and variables to
// ops::Values, with TensorFlow's dtype inference.
#include <cmath>
#include <cstdint>
#include <limits>

#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/pandas/pandas.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

using core::DType;

// One element of a nested Python sequence.
struct Leaf {
  char kind;  // 'b' bool, 'i' int, 'f' float, 's' str
  double d = 0;
  int64_t i = 0;
  std::string s;
};

struct Flat {
  core::Dims dims;
  std::vector<Leaf> leaves;
  std::optional<DType> blockDType;  // when the whole value is one tensor/array
  size_t leafDepth = SIZE_MAX;      // nesting of the first scalar (all must match)
};

bool leafOf(Interp& in, const Value& v, Leaf& out) {
  if (v.isBool()) return out = {'b', 0, v.asInt(), ""}, true;
  if (v.isInt()) return out = {'i', 0, v.asInt(), ""}, true;
  if (v.isFloat()) return out = {'f', v.asFloat(), 0, ""}, true;
  if (v.is(ObjKind::Str)) return out = {'s', 0, 0, v.as<Str>()->s}, true;
  return false;
}

void appendTensor(const core::Tensor& t, std::vector<Leaf>& leaves) {
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (t.dtype() == DType::String) leaves.push_back({'s', 0, 0, t.strings()[k]});
    else if (t.dtype() == DType::Bool) leaves.push_back({'b', 0, static_cast<int64_t>(t.elementAsDouble(k)), ""});
    else if (core::isInteger(t.dtype())) leaves.push_back({'i', 0, t.elementAsInt64(k), ""});
    else leaves.push_back({'f', t.elementAsDouble(k), 0, ""});
  }
}

const core::Tensor* eagerBlock(const Value& v) {
  if (isNdArray(v)) return &ndArrayTensor(v);
  if (isTensor(v) && tensorValue(v).isEager()) return &tensorValue(v).tensor();
  return pandasBlock(v);  // a Series (1-D) or DataFrame (2-D)
}

// Walks `v` at nesting `depth`; false when `v` is not convertible.
bool flatten(Interp& in, const Value& v, size_t depth, Flat& f, bool& ragged) {
  RecursionScope level(in, " while converting a nested sequence");  // nesting 10**5 deep ends here
  Leaf leaf;
  core::Dims here;
  if (leafOf(in, v, leaf)) {
    if (f.leafDepth == SIZE_MAX) f.leafDepth = depth;
    if (depth != f.dims.size() || depth != f.leafDepth) ragged = true;
    f.leaves.push_back(leaf);
    return true;
  }
  if (const core::Tensor* t = eagerBlock(v)) {
    const core::Dims& inner = t->shape().dims();
    if (depth == f.dims.size() && f.leafDepth == SIZE_MAX) {
      f.dims.insert(f.dims.end(), inner.begin(), inner.end());
      f.leafDepth = f.dims.size();
    } else if (depth > f.dims.size() ||
               core::Dims(f.dims.begin() + depth, f.dims.end()) != inner) {
      ragged = true;
    }
    appendTensor(*t, f.leaves);
    return true;
  }
  if (!v.is(ObjKind::List) && !v.is(ObjKind::Tuple)) return false;
  const std::vector<Value>& items =
      v.is(ObjKind::List) ? v.as<List>()->items : v.as<Tuple>()->items;
  if (depth >= f.leafDepth) {
    ragged = true;
    return true;
  }
  if (depth == f.dims.size()) {
    f.dims.push_back(static_cast<int64_t>(items.size()));
    // The first element fixes the inner dims (rectangularity is checked against it).
  } else if (depth > f.dims.size() || f.dims[depth] != static_cast<int64_t>(items.size())) {
    ragged = true;
    return true;
  }
  for (const Value& item : items)
    if (!flatten(in, item, depth + 1, f, ragged)) return false;
  return true;
}

DType inferDType(const Flat& f) {
  if (f.blockDType) return *f.blockDType;
  bool anyFloat = false, anyInt = false, anyStr = false, bigInt = false;
  for (const Leaf& l : f.leaves) {
    anyFloat |= l.kind == 'f';
    anyInt |= l.kind == 'i';
    anyStr |= l.kind == 's';
    bigInt |= l.kind == 'i' && (l.i > std::numeric_limits<int32_t>::max() ||
                                l.i < std::numeric_limits<int32_t>::min());
  }
  if (anyStr) return DType::String;
  if (anyFloat) return DType::Float32;
  if (anyInt) return bigInt ? DType::Int64 : DType::Int32;
  return f.leaves.empty() ? DType::Float32 : DType::Bool;
}

double leafNumber(const Leaf& l) { return l.kind == 'f' ? l.d : static_cast<double>(l.i); }

[[noreturn]] void cannotConvert(Interp& in, const Value& v, DType d) {
  in.raise(in.types.TypeError,
           "Cannot convert " + in.repr(v) + " to EagerTensor of dtype " + core::dtypeName(d));
}

core::Tensor build(Interp& in, const Value& v, const Flat& f, DType d) {
  core::Tensor t(d, core::Shape(f.dims));
  for (size_t k = 0; k < f.leaves.size(); ++k) {
    const Leaf& l = f.leaves[k];
    if ((d == DType::String) != (l.kind == 's')) cannotConvert(in, v, d);
    double x = leafNumber(l);
    switch (d) {
      case DType::String: t.strings()[k] = l.s; break;
      case DType::Float32: t.data<float>()[k] = static_cast<float>(x); break;
      case DType::Float64: t.data<double>()[k] = x; break;
      case DType::Int32:
      case DType::Int64: {
        // An int leaf is checked as the int it is (2**63 - 1 is exact only as an int).
        if (l.kind == 'f' && std::floor(x) != x) cannotConvert(in, v, d);
        if (l.kind == 'f' && !(x >= -9223372036854775808.0 && x < 9223372036854775808.0)) cannotConvert(in, v, d);
        const int64_t whole = l.kind == 'f' ? static_cast<int64_t>(x) : l.i;
        if (d == DType::Int32 && (whole < INT32_MIN || whole > INT32_MAX)) cannotConvert(in, v, d);
        if (d == DType::Int32) t.data<int32_t>()[k] = static_cast<int32_t>(whole);
        else t.data<int64_t>()[k] = whole;
        break;
      }
      case DType::Bool: t.data<bool>()[k] = x != 0; break;
      default: cannotConvert(in, v, d);
    }
  }
  return t;
}

const std::vector<Value>* sequenceItems(const Value& v) {
  if (v.is(ObjKind::List)) return &v.as<List>()->items;
  if (v.is(ObjKind::Tuple)) return &v.as<Tuple>()->items;
  return nullptr;
}

// TF's _autopacking_helper: a list holding traced tensors becomes a Pack of its
// elements ([tf.shape(x)[0], 2] is a shape vector of the trace).
ops::Value autopack(Interp& in, const Value& v, DType dtype) {
  const std::vector<Value>* items = sequenceItems(v);
  if (!items) return toTensorValue(in, v, dtype);
  std::vector<ops::Value> elements;
  for (const Value& item : *items) elements.push_back(autopack(in, item, dtype));
  return callNamed(ops::Op::Pack, elements, {{"axis", int64_t{0}}}, "packed");
}

}  // namespace

std::optional<DType> tracedDTypeIn(const Value& v) {
  if (isTensor(v) && tensorValue(v).isSymbolic()) return tensorValue(v).dtype();
  if (const std::vector<Value>* items = sequenceItems(v)) {
    for (const Value& item : *items) {
      if (std::optional<DType> d = tracedDTypeIn(item)) return d;
    }
  }
  return std::nullopt;
}

std::optional<core::Tensor> pythonToTensor(Interp& in, const Value& v, std::optional<DType> dtype) {
  Flat f;
  bool ragged = false;
  if (const core::Tensor* t = eagerBlock(v)) {
    f.blockDType = t->dtype();
    if (!dtype || *dtype == t->dtype()) return *t;
  }
  if (!flatten(in, v, 0, f, ragged)) return std::nullopt;
  int64_t expected = 1;
  for (int64_t d : f.dims) expected *= d;
  if (ragged || expected != static_cast<int64_t>(f.leaves.size()))
    in.raise(in.types.ValueError, "Can't convert non-rectangular Python sequence to Tensor.");
  return build(in, v, f, dtype ? *dtype : inferDType(f));
}

ops::Value toTensorValue(Interp& in, const Value& v, std::optional<DType> dtype) {
  if (isTensor(v) || isVariable(v)) {
    ops::Value x = isTensor(v) ? tensorValue(v) : asVariable(v)->read();
    if (dtype && x.dtype() != *dtype) {
      in.raise(in.types.ValueError, "Tensor conversion requested dtype " +
                                        std::string(core::dtypeName(*dtype)) +
                                        " for Tensor with dtype " + core::dtypeName(x.dtype()) +
                                        ": " + in.repr(v));
    }
    return x;
  }
  if (sequenceItems(v)) {
    if (std::optional<DType> staged = tracedDTypeIn(v)) return autopack(in, v, dtype.value_or(*staged));
  }
  std::optional<core::Tensor> t = pythonToTensor(in, v, dtype);
  if (!t) {
    in.raise(in.types.ValueError, "Attempt to convert a value (" + in.repr(v) +
                                      ") with an unsupported type (" +
                                      in.repr(Value(in.typeOf(v))) + ") to a Tensor.");
  }
  return callNamed(ops::Op::Const, {}, {{"value", *t}, {"dtype", t->dtype()}}, "Const");
}

namespace tfi {

ops::Value operandLike(Interp& in, const Value& v, DType like) {
  if (isTensor(v)) return tensorValue(v);
  if (isVariable(v)) return asVariable(v)->read();
  if (isNdArray(v)) return toTensorValue(in, v);
  return toTensorValue(in, v, like);
}

Value scalarToPython(Interp& in, const core::Tensor& t) {
  switch (t.dtype()) {
    case DType::Bool: return Value::boolean(t.data<bool>()[0]);
    case DType::Int32: return Value::integer(t.data<int32_t>()[0]);
    case DType::Int64: return Value::integer(t.data<int64_t>()[0]);
    case DType::Float32: return Value::real(t.data<float>()[0]);
    case DType::Float64: return Value::real(t.data<double>()[0]);
    case DType::String: return in.newStr(t.strings()[0]);
    default: return Value::none();
  }
}

}  // namespace tfi

std::optional<DType> toDType(Interp& in, const Value& v) {
  if (v.is(ObjKind::Native)) {
    if (auto* d = dynamic_cast<DTypeObj*>(v.as<NativeObject>())) return d->dtype;
  }
  if (std::optional<DType> d = numpyDType(v)) return d;
  if (v.is(ObjKind::Str)) {
    DType d;
    if (core::parseDType(v.as<Str>()->s, &d)) return d;
    return std::nullopt;
  }
  if (v.sameAs(Value(in.types.float_))) return DType::Float32;
  if (v.sameAs(Value(in.types.int_))) return DType::Int32;
  if (v.sameAs(Value(in.types.bool_))) return DType::Bool;
  if (v.sameAs(Value(in.types.str))) return DType::String;
  return std::nullopt;
}

core::PartialShape toPartialShape(Interp& in, const Value& v) {
  if (v.isNull() || v.isNone()) return core::PartialShape::unknownRank();
  if (v.is(ObjKind::Native)) {
    if (auto* s = dynamic_cast<ShapeObj*>(v.as<NativeObject>())) return s->shape;
  }
  if (v.isIntLike()) return core::PartialShape(core::Dims{v.asInt()});
  if (isTensor(v) && tensorValue(v).isEager()) {
    const core::Tensor& t = tensorValue(v).tensor();
    core::Dims dims;
    for (int64_t k = 0; k < t.numElements(); ++k) dims.push_back(static_cast<int64_t>(t.elementAsDouble(k)));
    return core::PartialShape(dims);
  }
  core::Dims dims;
  for (const Value& d : in.toVector(v)) {
    if (d.isNone()) dims.push_back(core::PartialShape::kUnknown);
    else dims.push_back(toInt(in, d));
  }
  return core::PartialShape(dims);
}

}  // namespace tl::lang
