// tf.Tensor objects: EagerTensor (a value) and SymbolicTensor (a graph output),
// their printing, truthiness, len/iteration and properties.
#include <cmath>

#include "core/array_format.h"
#include "graph/graph_builder.h"
#include "graph/symbolic_repr.h"
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensor_values/tensor_values.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/op_util.h"

namespace tl::lang {
namespace {

TensorObj* tensorOf(const Value& v) { return v.as<TensorObj>(); }

// Pieces of 'Tensor("add:0", shape=(), dtype=float32)'.
struct SymbolicParts {
  std::string name, shape, dtype;
};

SymbolicParts symbolicParts(const ops::Value& v, const std::string& shownName = "") {
  std::string s = graph::symbolicTensorRepr(v);
  SymbolicParts p;
  size_t q1 = s.find('"'), q2 = s.find('"', q1 + 1);
  if (q1 != std::string::npos && q2 != std::string::npos) p.name = s.substr(q1 + 1, q2 - q1 - 1);
  size_t sh = s.find("shape="), dt = s.rfind(", dtype=");
  if (sh != std::string::npos && dt != std::string::npos) p.shape = s.substr(sh + 6, dt - sh - 6);
  if (dt != std::string::npos) p.dtype = s.substr(dt + 8, s.size() - dt - 9);
  if (!shownName.empty()) p.name = shownName;
  return p;
}

// The tensor behind int(), float() or an index: EagerTensor's __int__ and
// __float__ convert its NumPy value (one element, any shape); __index__ wants an
// integer scalar (NumPy's messages).
const core::Tensor& eagerScalar(Interp& in, const TensorObj* t, const char* what, bool index = false) {
  if (!t->value.isEager())
    tfi::raiseNotAllowedInGraph(in, std::string("Using a symbolic `tf.Tensor` as a Python `") + what + "`");
  const core::Tensor& x = t->value.tensor();
  if (index && (x.rank() != 0 || !core::isInteger(x.dtype()))) {
    in.raise(in.types.TypeError, "only integer scalar arrays can be converted to a scalar index");
  }
  if (x.numElements() != 1) in.raise(in.types.TypeError, "only length-1 arrays can be converted to Python scalars");
  return x;
}

Value boundHook(Interp& in, const Value& obj, const std::string& name, std::function<Value(Interp&, const Value&)> fn) {
  Value b = in.newBuiltin(name, [fn](Interp& in, const Value& s, CallArgs&) { return fn(in, s); });
  b.as<Builtin>()->self = obj;
  return b;
}

void defTensorProperties(Interp& in, ClassObj* cls) {
  defProperty(in, cls, "shape",
              [](Interp& in, const Value& s, CallArgs&) { return wrapShape(in, tensorOf(s)->value.shape()); });
  defProperty(in, cls, "dtype",
              [](Interp& in, const Value& s, CallArgs&) { return wrapDType(in, tensorOf(s)->value.dtype()); });
  // An eager tensor is on the CPU; a graph tensor's op has no device assigned.
  defProperty(in, cls, "device", [](Interp& in, const Value& s, CallArgs&) {
    return in.newStr(tensorOf(s)->value.isEager() ? tfi::kCpuDevice : "");
  });
  defProperty(in, cls, "ndim", [](Interp& in, const Value& s, CallArgs&) {
    const core::PartialShape& sh = tensorOf(s)->value.shape();
    return sh.hasRank() ? Value::integer(sh.rank()) : Value::none();
  });
  defMethod(in, cls, "get_shape",
            [](Interp& in, const Value& s, CallArgs&) { return wrapShape(in, tensorOf(s)->value.shape()); });
  defMethod(in, cls, "set_shape", [](Interp& in, const Value& s, CallArgs& a) {
    auto v = parseArgs(in, a, "set_shape", {"shape"}, 1);
    TensorObj* t = tensorOf(s);
    core::PartialShape shape = toPartialShape(in, v[0]), merged;
    if (t->value.isEager()) {  // EagerTensor.set_shape only checks
      if (!t->value.shape().isCompatibleWith(shape)) {
        in.raise(in.types.ValueError, "Tensor's shape " + t->value.shape().toString() +
                                          " is not compatible with supplied shape " + in.str(v[0]) + ".");
      }
      return in.none();
    }
    // TF_GraphSetTensorShape merges, and its InvalidArgumentError becomes a ValueError.
    std::string message = ops::mergeShapes(t->value.shape(), shape, &merged);
    if (!message.empty()) in.raise(in.types.ValueError, message);
    if (graph::GraphBuilder* builder = tfi::currentGraphBuilder()) t->value = builder->setShape(t->value, merged);
    return in.none();
  });
  defMethod(in, cls, "__format__", [](Interp& in, const Value& s, CallArgs& a) {
    std::string spec = a.npos > 0 ? toStr(in, a.pos[0]) : "";
    if (!tensorOf(s)->value.isEager()) return in.newStr(in.str(s));
    core::Tensor t = tensorOf(s)->value.tensor();
    if (t.rank() == 0) return in.newStr(in.format(tfi::scalarToPython(in, t), spec));
    return in.newStr(core::numpyStr(t));
  });
}

}  // namespace

std::optional<core::Tensor> TensorObj::asTensor(Interp&) {
  if (!value.isEager()) return std::nullopt;
  return value.tensor();
}

Value TensorObj::getAttr(Interp& in, const std::string& name) {
  if (name == "assign" && !sliceKey.isNull()) {
    Value variable = slicedVariable, key = sliceKey;
    Value b = in.newBuiltin(name, [variable, key](Interp& in, const Value&, CallArgs& a) {
      return tfi::assignSliceOf(in, variable, key, a);
    });
    b.as<Builtin>()->self = Value(this);
    return b;
  }
  // __index__ is EagerTensor's (a graph tensor is no index: "list indices must
  // be integers or slices, not SymbolicTensor").
  if (name == "__int__" || (name == "__index__" && value.isEager())) {
    bool index = name == "__index__";
    return boundHook(in, Value(this), name, [index](Interp& in, const Value& s) {
      return intOfElement(in, eagerScalar(in, tensorOf(s), "int", index), 0);
    });
  }
  if (name == "__float__") {
    return boundHook(in, Value(this), name, [](Interp& in, const Value& s) {
      return Value::real(eagerScalar(in, tensorOf(s), "float").elementAsDouble(0));
    });
  }
  if (name == "__abs__") {
    return boundHook(in, Value(this), name, [](Interp& in, const Value& s) {
      return wrapTensor(in, callNamed(ops::Op::Abs, {tensorOf(s)->value}, {}, "Abs"));
    });
  }
  if (name == "name" && value.isSymbolic()) return in.newStr(symbolicParts(value, shownName).name);
  // Tensor.__getattr__ (framework/tensor.py): NumPy's array methods get a hint.
  for (const char* numpyName : {"T", "astype", "ravel", "transpose", "reshape", "clip", "size", "tolist", "data"}) {
    if (name == numpyName) {
      in.raise(in.types.AttributeError,
               in.typeOf(Value(this))->name + " object has no attribute '" + name +
                   "'. \n        If you are looking for numpy-related methods, please run the following:\n"
                   "        tf.experimental.numpy.experimental_enable_numpy_behavior()\n      ");
    }
  }
  return {};
}

std::string TensorObj::repr(Interp& in) {
  if (value.isEager()) return core::tfTensorRepr(value.tensor());
  SymbolicParts p = symbolicParts(value, shownName);
  return "<tf.Tensor '" + p.name + "' shape=" + p.shape + " dtype=" + p.dtype + ">";
}

std::string TensorObj::str(Interp& in) {
  if (value.isEager()) return core::tfTensorStr(value.tensor());
  if (shownName.empty()) return graph::symbolicTensorRepr(value);
  SymbolicParts p = symbolicParts(value, shownName);
  return "Tensor(\"" + p.name + "\", shape=" + p.shape + ", dtype=" + p.dtype + ")";
}

int64_t TensorObj::hash() {
  throw core::TfError("TypeError", "Tensor is unhashable. Instead, use tensor.ref() as the key.");
}

int TensorObj::truthy(Interp& in) {
  if (value.isSymbolic()) tfi::raiseNotAllowedInGraph(in, "Using a symbolic `tf.Tensor` as a Python `bool`");
  const core::Tensor& t = value.tensor();
  if (t.numElements() != 1) {
    in.raise(in.types.ValueError,
             "The truth value of an array with more than one element is "
             "ambiguous. Use a.any() or a.all()");
  }
  if (t.dtype() == core::DType::String) return t.strings()[0].empty() ? 0 : 1;
  return t.elementAsDouble(0) != 0 ? 1 : 0;
}

int64_t TensorObj::len(Interp& in) {
  // Inside AutoGraph-converted code len() of a tensor with a known first dimension
  // is that Python int (autograph/operators/py_builtins.py len_).
  const core::PartialShape& staticShape = value.shape();
  bool autograph = in.controlFlowHook() != nullptr;
  if (value.isSymbolic() && autograph && staticShape.hasRank() && staticShape.rank() > 0 && staticShape.dim(0) >= 0) {
    return staticShape.dim(0);
  }
  if (value.isSymbolic()) {
    in.raise(in.types.TypeError, "len is not well defined for a symbolic Tensor (" + symbolicParts(value).name +
                                     "). Please call `x.shape` rather than `len(x)` for shape "
                                     "information.");
  }
  if (value.tensor().rank() == 0) in.raise(in.types.TypeError, "Scalar tensor has no `len()`");
  return value.tensor().shape().dim(0);
}

Value TensorObj::iter(Interp& in) {
  if (value.isSymbolic()) tfi::raiseNotAllowedInGraph(in, "Iterating over a symbolic `tf.Tensor`");
  if (value.tensor().rank() == 0) in.raise(in.types.TypeError, "Cannot iterate over a scalar tensor.");
  ops::Value v = value;
  int64_t n = value.tensor().shape().dim(0), i = 0;
  return makeNativeIterator(in, [v, n, i](Interp& in, Value& out) mutable {
    if (i >= n) return false;
    out = wrapTensor(in, tfi::sliceTensor(in, v, Value::integer(i++)));
    return true;
  });
}

// A graph tensor's slice has TF's assign closure too (which then raises).
Value TensorObj::getItem(Interp& in, const Value& key) {
  Value slice = wrapTensor(in, tfi::sliceTensor(in, value, key));
  if (value.isSymbolic()) static_cast<TensorObj*>(slice.as<NativeObject>())->sliceKey = key;
  return slice;
}

Value TensorObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  return tfi::binaryOperator(in, op, value, other, reflected);
}

Value TensorObj::compare(Interp& in, CmpOp op, const Value& other) {
  return tfi::compareOperator(in, op, value, other);
}

Value TensorObj::unary(Interp& in, UnaryOp op) {
  if (op == UnaryOp::Neg) return wrapTensor(in, callNamed(ops::Op::Neg, {value}, {}, "Neg"));
  if (op == UnaryOp::Invert && value.dtype() == core::DType::Bool)
    return wrapTensor(in, callNamed(ops::Op::LogicalNot, {value}, {}, "LogicalNot"));
  if (op == UnaryOp::Not) return Value::boolean(!truthy(in));
  return {};
}

namespace tfi {

void installTensorClass(Interp& in, TfState& st) {
  const std::string mod = "tensorflow.python.framework.ops";
  st.tensorClass = newNativeClass(in, "Tensor", "tensorflow.python.framework.tensor");
  st.eagerTensorClass = newNativeClass(in, "EagerTensor", mod, st.tensorClass);
  st.eagerTensorClass->extensionType = true;  // pywrap_tensor.cc's EagerTensor
  st.symbolicTensorClass = newNativeClass(in, "SymbolicTensor", mod, st.tensorClass);
  for (ClassObj* c : {st.tensorClass, st.eagerTensorClass, st.symbolicTensorClass}) st.keepAlive.push_back(Value(c));
  defTensorProperties(in, st.tensorClass);
  defMethod(in, st.eagerTensorClass, "numpy",
            [](Interp& in, const Value& s, CallArgs&) { return wrapNdArray(in, tensorOf(s)->value.tensor()); });
}

}  // namespace tfi
}  // namespace tl::lang
