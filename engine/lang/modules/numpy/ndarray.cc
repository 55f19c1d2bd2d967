// ndarray objects: wrapping, conversion from Python values, NumPy's type
// promotion and the Python-protocol hooks.
#include "lang/modules/numpy/ndarray.h"

#include <map>

#include "core/array_format.h"
#include "lang/modules/numpy/np_internal.h"
#include "lang/modules/tensor_values/tensor_values.h"

namespace tl::lang {
namespace np {
namespace {

using core::DType;

int promoteRank(DType d) {
  switch (d) {
    case DType::Bool: return 0;
    case DType::Int32: return 1;
    case DType::Int64: return 2;
    case DType::Float32: return 3;
    case DType::Float64: return 4;
    default: return 5;
  }
}

DType promote(DType a, DType b) {
  if (a == b) return a;
  if (promoteRank(a) > promoteRank(b)) std::swap(a, b);
  if (core::isInteger(a) && b == DType::Float32) return DType::Float64;
  return b;
}

// Python scalars take part in promotion by kind only (NumPy 1.24 value-based casting).
DType withScalar(DType array, const Value& s) {
  if (s.isBool()) return array;
  if (s.isInt()) return array == DType::Bool ? DType::Int64 : array;
  return core::isFloating(array) ? array : DType::Float64;
}

DType scalarDType(const Value& s) { return s.isBool() ? DType::Bool : s.isInt() ? DType::Int64 : DType::Float64; }

}  // namespace

NpState& npState(Interp& in) {
  NpState& state = in.moduleState<NpState>();
  if (!state.arrayClass) {
    state.arrayClass = newNativeClass(in, "ndarray", "numpy");
    state.arrayClass->extensionType = true;
    state.keepAlive.push_back(Value(state.arrayClass));
    installArrayClass(in, state);
  }
  return state;
}

core::Tensor eager(ops::Op op, const std::vector<core::Tensor>& inputs, const ops::Attrs& attrs) {
  ops::ContextScope scope(ops::defaultEagerContext());
  std::vector<ops::Value> values(inputs.begin(), inputs.end());
  try {
    return ops::call1(op, values, attrs).tensor();
  } catch (const core::EagerOpError& e) {  // NumPy words its failures itself
    throw core::TfError(e.kind(), e.raw());
  }
}

core::Tensor castTo(const core::Tensor& t, DType d) {
  if (t.dtype() == d) return t;
  return eager(ops::Op::Cast, {t}, {{"DstT", d}});
}

core::Tensor toArray(Interp& in, const Value& v, std::optional<DType> dtype) {
  if (std::optional<core::Tensor> held = valueAsArray(in, v)) return dtype ? castTo(*held, *dtype) : *held;
  std::optional<core::Tensor> t = pythonToTensor(in, v, dtype);
  if (!t) in.raise(in.types.TypeError, "cannot convert " + in.repr(v) + " to a numpy array");
  if (!dtype && t->dtype() == DType::Float32) t = pythonToTensor(in, v, DType::Float64);
  if (!dtype && t->dtype() == DType::Int32) t = pythonToTensor(in, v, DType::Int64);
  return *t;
}

DType promoteTypes(DType a, DType b) { return promote(a, b); }

DType resultType(Interp& in, const Value& a, const Value& b) {
  bool sa = a.isNumber(), sb = b.isNumber();
  if (sa && sb) return promote(scalarDType(a), scalarDType(b));
  if (sa) return withScalar(toArray(in, b).dtype(), a);
  if (sb) return withScalar(toArray(in, a).dtype(), b);
  return promote(toArray(in, a).dtype(), toArray(in, b).dtype());
}

}  // namespace np

Value wrapNdArray(Interp& in, core::Tensor t) {
  if (t.rank() == 0) {
    // NumPy's float64/int64/bool scalars behave as Python's float/int/bool.
    if (t.dtype() == core::DType::Float64) return Value::real(t.data<double>()[0]);
    if (t.dtype() == core::DType::Int64) return Value::integer(t.data<int64_t>()[0]);
    if (t.dtype() == core::DType::Bool) return Value::boolean(t.data<bool>()[0]);
  }
  return Value(new NdArrayObj(np::npState(in).arrayClass, std::move(t)));
}

bool isNdArray(const Value& v) {
  return v.is(ObjKind::Native) && dynamic_cast<NdArrayObj*>(v.as<NativeObject>()) != nullptr;
}

const core::Tensor& ndArrayTensor(const Value& v) { return v.as<NdArrayObj>()->data; }

std::string NdArrayObj::repr(Interp&) { return data.rank() == 0 ? core::numpyValueRepr(data) : core::numpyRepr(data); }
std::string NdArrayObj::str(Interp&) { return core::numpyStr(data); }

int64_t NdArrayObj::hash() {
  if (data.rank() == 0) return static_cast<int64_t>(data.elementAsDouble(0));
  throw core::TfError("TypeError", "unhashable type: 'numpy.ndarray'");
}

int NdArrayObj::truthy(Interp& in) {
  if (data.numElements() != 1) {
    in.raise(in.types.ValueError,
             "The truth value of an array with more than one element is "
             "ambiguous. Use a.any() or a.all()");
  }
  if (data.dtype() == core::DType::String) return !data.strings()[0].empty();
  return data.elementAsDouble(0) != 0;
}

int64_t NdArrayObj::len(Interp& in) {
  if (data.rank() == 0) in.raise(in.types.TypeError, "len() of unsized object");
  return data.shape().dim(0);
}

Value NdArrayObj::iter(Interp& in) {
  if (data.rank() == 0) in.raise(in.types.TypeError, "iteration over a 0-d array");
  core::Tensor t = data;
  int64_t n = t.shape().dim(0), i = 0;
  return makeNativeIterator(in, [t, n, i](Interp& in, Value& out) mutable {
    if (i >= n) return false;
    out = wrapNdArray(in, np::indexArray(in, t, Value::integer(i++)));
    return true;
  });
}

Value NdArrayObj::getItem(Interp& in, const Value& key) { return wrapNdArray(in, np::indexArray(in, data, key)); }

bool NdArrayObj::setItem(Interp& in, const Value& key, const Value& v) {
  data = np::assignIndex(in, data, key, v);
  return true;
}

Value NdArrayObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  if (arrayPriorityOf(other) > 0) return {};  // a tf.Tensor's operators take over
  Value self(this);
  return reflected ? np::arrayBinary(in, op, other, self) : np::arrayBinary(in, op, self, other);
}

Value NdArrayObj::compare(Interp& in, CmpOp op, const Value& other) {
  if (arrayPriorityOf(other) > 0) return {};
  return np::arrayCompare(in, op, Value(this), other);
}

Value NdArrayObj::unary(Interp& in, UnaryOp op) {
  if (op == UnaryOp::Neg) return wrapNdArray(in, np::unaryMath(in, ops::Op::Neg, Value(this)));
  if (op == UnaryOp::Pos) return Value(this);
  if (op == UnaryOp::Not) return Value::boolean(!truthy(in));
  return {};
}

Value NdArrayObj::getAttr(Interp& in, const std::string& name) {
  if (name == "__float__" || name == "__int__" || name == "__index__") {
    Value self(this);
    std::string n = name;
    Value b = in.newBuiltin(name, [n](Interp& in, const Value& s, CallArgs&) {
      const core::Tensor& t = ndArrayTensor(s);
      if (t.numElements() != 1) in.raise(in.types.TypeError, "only size-1 arrays can be converted to Python scalars");
      return n == "__float__" ? Value::real(t.elementAsDouble(0)) : intOfElement(in, t, 0);
    });
    b.as<Builtin>()->self = self;
    return b;
  }
  if (name == "__abs__") {
    Value self(this);
    Value b = in.newBuiltin(name, [](Interp& in, const Value& s, CallArgs&) {
      return wrapNdArray(in, np::unaryMath(in, ops::Op::Abs, s));
    });
    b.as<Builtin>()->self = self;
    return b;
  }
  return {};
}

}  // namespace tl::lang
