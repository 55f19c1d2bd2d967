// Python values to eager tensors with TensorFlow's dtype inference: the
// converter behind tf.constant, tf.convert_to_tensor and np.array.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "lang/eval/bytes_object.h"
#include "lang/modules/tensor_values/tensor_values.h"

namespace tl::lang {
namespace {

using core::DType;

// One element of a nested Python sequence.
struct Leaf {
  char kind;  // 'b' bool, 'i' int, 'f' float, 's' str or bytes
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
  if (const BytesObj* b = asBytes(v); b && !b->isMutable) return out = {'s', 0, 0, b->data}, true;
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
  if (std::optional<core::Tensor> t = valueAsTensor(in, v)) {
    const core::Dims& inner = t->shape().dims();
    if (depth == f.dims.size() && f.leafDepth == SIZE_MAX) {
      f.dims.insert(f.dims.end(), inner.begin(), inner.end());
      f.leafDepth = f.dims.size();
    } else if (depth > f.dims.size() || core::Dims(f.dims.begin() + depth, f.dims.end()) != inner) {
      ragged = true;
    }
    appendTensor(*t, f.leaves);
    return true;
  }
  if (!v.is(ObjKind::List) && !v.is(ObjKind::Tuple)) return false;
  const std::vector<Value>& items = v.is(ObjKind::List) ? v.as<List>()->items : v.as<Tuple>()->items;
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
    bigInt |= l.kind == 'i' && (l.i > std::numeric_limits<int32_t>::max() || l.i < std::numeric_limits<int32_t>::min());
  }
  if (anyStr) return DType::String;
  if (anyFloat) return DType::Float32;
  if (anyInt) return bigInt ? DType::Int64 : DType::Int32;
  return f.leaves.empty() ? DType::Float32 : DType::Bool;
}

double leafNumber(const Leaf& l) { return l.kind == 'f' ? l.d : static_cast<double>(l.i); }

[[noreturn]] void cannotConvert(Interp& in, const Value& v, DType d) {
  in.raise(in.types.TypeError, "Cannot convert " + in.repr(v) + " to EagerTensor of dtype " + core::dtypeName(d));
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

}  // namespace

std::optional<core::Tensor> pythonToTensor(Interp& in, const Value& v, std::optional<DType> dtype) {
  Flat f;
  bool ragged = false;
  if (std::optional<core::Tensor> t = valueAsTensor(in, v)) {
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

}  // namespace tl::lang
