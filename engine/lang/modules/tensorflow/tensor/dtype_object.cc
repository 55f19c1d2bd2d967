// tf.DType objects (tf.float32, ...): singletons per interpreter, printed "tf.float32";
// toDType reads a dtype from a tf.DType, a numpy dtype, a name or a Python type.
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

constexpr int kDTypeCount = static_cast<int>(core::DType::Variant) + 1;

DTypeObj* dtypeOf(const Value& v) { return static_cast<DTypeObj*>(v.as<NativeObject>()); }

}  // namespace

std::optional<core::DType> toDType(Interp& in, const Value& v) {
  if (v.is(ObjKind::Native)) {
    if (auto* d = dynamic_cast<DTypeObj*>(v.as<NativeObject>())) return d->dtype;
  }
  if (std::optional<core::DType> d = numpyDType(v)) return d;
  if (v.is(ObjKind::Str)) {
    core::DType d;
    if (core::parseDType(v.as<Str>()->s, &d)) return d;
    return std::nullopt;
  }
  if (v.sameAs(Value(in.types.float_))) return core::DType::Float32;
  if (v.sameAs(Value(in.types.int_))) return core::DType::Int32;
  if (v.sameAs(Value(in.types.bool_))) return core::DType::Bool;
  if (v.sameAs(Value(in.types.str))) return core::DType::String;
  return std::nullopt;
}

std::string DTypeObj::repr(Interp&) { return std::string("tf.") + core::dtypeName(dtype); }
std::string DTypeObj::str(Interp&) { return std::string("<dtype: '") + core::dtypeName(dtype) + "'>"; }

Value DTypeObj::compare(Interp& in, CmpOp op, const Value& other) {
  if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
  std::optional<core::DType> d = toDType(in, other);
  bool eq = d && *d == dtype;
  return Value::boolean(op == CmpOp::Eq ? eq : !eq);
}

Value wrapDType(Interp& in, core::DType dtype) {
  TfState& st = tfState(in);
  if (st.dtypes.empty()) {
    for (int k = 0; k < kDTypeCount; ++k)
      st.dtypes.push_back(Value(new DTypeObj(st.dtypeClass, static_cast<core::DType>(k))));
  }
  return st.dtypes[static_cast<int>(dtype)];
}

namespace tfi {

void installDTypeClass(Interp& in, TfState& st) {
  st.dtypeClass = newNativeClass(in, "DType", "tensorflow.python.framework.dtypes");
  st.keepAlive.push_back(Value(st.dtypeClass));
  ClassObj* c = st.dtypeClass;
  defProperty(in, c, "name",
              [](Interp& in, const Value& s, CallArgs&) { return in.newStr(core::dtypeName(dtypeOf(s)->dtype)); });
  defProperty(in, c, "is_floating",
              [](Interp&, const Value& s, CallArgs&) { return Value::boolean(core::isFloating(dtypeOf(s)->dtype)); });
  defProperty(in, c, "is_integer",
              [](Interp&, const Value& s, CallArgs&) { return Value::boolean(core::isInteger(dtypeOf(s)->dtype)); });
  defProperty(in, c, "is_bool", [](Interp&, const Value& s, CallArgs&) {
    return Value::boolean(dtypeOf(s)->dtype == core::DType::Bool);
  });
  defProperty(in, c, "size", [](Interp&, const Value& s, CallArgs&) {
    return Value::integer(static_cast<int64_t>(core::dtypeSize(dtypeOf(s)->dtype)));
  });
}

}  // namespace tfi
}  // namespace tl::lang
