// Native (C++) modules, classes and objects for the interpreter.
//
// A module:
//   in.registerModule("tensorflow", [](Interp& in) {
//     Value m = in.newModule("tensorflow");
//     defFunction(in, m, "constant", [](Interp& in, const Value&, CallArgs& a) {
//       auto v = parseArgs(in, a, "constant", {"value", "dtype"}, 1);
//       return makeTensor(in, v[0]);
//     });
//     setModuleAttr(in, m, "keras", in.importModule("tensorflow.keras", {}));
//     return m;
//   });
// Submodules register under dotted names ("matplotlib.pyplot"); `import a.b`
// binds a, `import a.b as c` binds the submodule, `from a import b` finds the
// attribute or the submodule.
//
// A class: subclass NativeObject and override what the type supports; any hook
// returning a Null Value means "not supported" (the evaluator then tries the
// reflected operation and raises CPython's TypeError).
//   struct TensorObj : NativeObject {
//     Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
//     std::string repr(Interp& in) override { return "<tf.Tensor ...>"; }
//     bool staged() const override { return symbolic; }   // AutoGraph hook
//   };
//   ClassObj* cls = newNativeClass(in, "Tensor", "tensorflow");
//   defMethod(in, cls, "numpy", [](Interp& in, const Value& self, CallArgs&) {...});
//   Value t = Value(new TensorObj(cls));
// Python code may not subclass a native class (NotImplementedError).
#pragma once
#include <optional>
#include <string>

#include "core/tensor.h"
#include "lang/eval/interp.h"

namespace tl::lang {

class NativeObject : public Object {
 public:
  explicit NativeObject(ClassObj* cls) : Object(ObjKind::Native, cls) {}
  // Attribute access before the class dict is searched (Null = not found here).
  virtual Value getAttr(Interp& in, const std::string& name) { return {}; }
  virtual bool setAttr(Interp& in, const std::string& name, const Value& v) { return false; }
  // `reflected` is true for other OP self (e.g. 2 * t calls t.binary(Mul, 2, true)).
  virtual Value binary(Interp& in, BinOp op, const Value& other, bool reflected) { return {}; }
  virtual Value unary(Interp& in, UnaryOp op) { return {}; }
  // Lt/Le/Eq/Ne/Gt/Ge only; Null falls back to identity for Eq/Ne.
  virtual Value compare(Interp& in, CmpOp op, const Value& other) { return {}; }
  virtual Value getItem(Interp& in, const Value& key) { return {}; }
  virtual bool setItem(Interp& in, const Value& key, const Value& v) { return false; }
  virtual bool delItem(Interp& in, const Value& key) { return false; }
  // `item in self`: 1 or 0, or -1 to search the iteration instead.
  virtual int contains(Interp& in, const Value& item) { return -1; }
  virtual int64_t len(Interp& in) { return -1; }  // -1: no len()
  virtual Value iter(Interp& in) { return {}; }   // an iterator object
  virtual int truthy(Interp& in) { return -1; }   // -1: default (True)
  virtual Value call(Interp& in, CallArgs& args) { return {}; }
  virtual std::string repr(Interp& in);
  virtual std::string str(Interp& in) { return repr(in); }
  virtual int64_t hash();
  // False for a mutable type hash() refuses (TypeError: unhashable type).
  virtual bool hashable() const { return true; }
  // As a dict or set key: equal to `other` (a native key with the same hash).
  virtual bool keyEquals(const NativeObject& other) const { return false; }
  // True when `if`/`while`/`for` on this value must be staged through the
  // ControlFlowHook (a symbolic tensor while tracing).
  virtual bool staged() const { return false; }
  // Read through an instance as a class attribute (the descriptor protocol's
  // __get__): a Null Value leaves the object unbound.
  virtual Value bindTo(Interp& in, const Value& instance) { return {}; }

  // The array protocols: a converter asks the object for its array instead of
  // knowing every class that holds one. asArray is NumPy's __array__ (np.array,
  // plotting), asTensor TensorFlow's __tf_tensor__ (tf.convert_to_tensor, also
  // of such objects inside nested lists: modules/tensor_values). They differ as
  // the libraries do: a tf.Variable is an array to NumPy, while TensorFlow reads
  // it through an op so that a trace sees later assignments; a pandas Series or
  // DataFrame answers asTensor only (np.array reaches it through the nested-value
  // converter, matplotlib iterates it). nullopt: no array (a symbolic tensor has none).
  virtual std::optional<core::Tensor> asArray(Interp& in) { return std::nullopt; }
  virtual std::optional<core::Tensor> asTensor(Interp& in) { return std::nullopt; }
  // NumPy's __array_priority__: an ndarray leaves its operators to an operand of
  // higher priority (tf.Tensor and tf.Variable say 100, so their reflected
  // operators run and the result is a tensor).
  virtual int arrayPriority() const { return 0; }
};

// The protocols asked of any value: nullopt, or 0, for values that are not native objects.
std::optional<core::Tensor> valueAsArray(Interp& in, const Value& v);
std::optional<core::Tensor> valueAsTensor(Interp& in, const Value& v);
int arrayPriorityOf(const Value& v);

// The class object for a C++ type (module is its __module__, e.g. "tensorflow").
ClassObj* newNativeClass(Interp& in, const std::string& name, const std::string& module, ClassObj* base = nullptr);
void defMethod(Interp& in, ClassObj* cls, const std::string& name, NativeFn fn);
// A read-only attribute computed on access (`t.shape`).
void defProperty(Interp& in, ClassObj* cls, const std::string& name, NativeFn getter);
void defFunction(Interp& in, const Value& module, const std::string& name, NativeFn fn);
void setModuleAttr(Interp& in, const Value& module, const std::string& name, const Value& v);
void setClassAttr(Interp& in, ClassObj* cls, const std::string& name, const Value& v);

// An iterator over a C++ callback (for NativeObject::iter).
Value makeNativeIterator(Interp& in, std::function<bool(Interp&, Value&)> next);

// ---- Python functions seen from C++ (for tf.function tracing) ----
struct FunctionInfo {
  std::string name, qualname;
  std::vector<std::string> params;  // positional-or-keyword, in order
  std::vector<Value> defaults;      // for the last params
  std::vector<std::string> kwOnly;
  std::vector<Value> kwDefaults;  // Null = required
  std::string varargs, kwargs;    // "" if absent
  uint64_t codeId = 0;            // same for every execution of one `def`
  int firstLine = 0;
};
bool isPythonFunction(const Value& v);  // Function or a method bound to one
FunctionInfo functionInfo(const Value& fn);
std::string functionRepr(Interp& in, const Value& fn);  // "<function f at 0x7f...>"

}  // namespace tl::lang
