// The ndarray class's methods and properties, and NumPy dtypes (np.float32 is
// a callable scalar type; an array's .dtype prints dtype('float32')).
#include "core/array_format.h"
#include "lang/eval/int_value.h"
#include "lang/modules/numpy/np_internal.h"

namespace tl::lang {
namespace {

using core::DType;

class NpDTypeObj : public NativeObject {
 public:
  NpDTypeObj(ClassObj* cls, DType d, bool t) : NativeObject(cls), dtype(d), isType(t) {}
  DType dtype;
  bool isType;  // np.float32 (the scalar type) rather than dtype('float32')

  std::string npName() const { return dtype == DType::Bool ? "bool" : core::dtypeName(dtype); }
  std::string repr(Interp&) override {
    if (isType) return "<class 'numpy." + std::string(dtype == DType::Bool ? "bool_" : npName()) + "'>";
    return "dtype('" + npName() + "')";
  }
  std::string str(Interp& in) override { return isType ? repr(in) : npName(); }
  int64_t hash() override { return static_cast<int64_t>(dtype) + 7919; }
  Value compare(Interp& in, CmpOp op, const Value& other) override {
    if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
    std::optional<DType> d = numpyDType(other);
    if (!d && other.is(ObjKind::Str)) {
      DType p;
      if (core::parseDType(other.as<Str>()->s, &p)) d = p;
    }
    bool eq = d && *d == dtype;
    return Value::boolean(op == CmpOp::Eq ? eq : !eq);
  }
  Value call(Interp& in, CallArgs& a) override {
    if (!isType) return {};
    core::Tensor t = np::toArray(in, a.npos ? a.pos[0] : Value::integer(0), dtype);
    return wrapNdArray(in, t);
  }
};

NdArrayObj* ndarrayOf(const Value& v) { return v.as<NdArrayObj>(); }

Value shapeTuple(Interp& in, const core::Shape& s) {
  std::vector<Value> dims;
  for (int64_t d : s.dims()) dims.push_back(Value::integer(d));
  return in.newTuple(dims);
}

Value toList(Interp& in, const core::Tensor& t, int dim, int64_t& k) {
  if (dim == t.rank()) {
    core::Tensor one(t.dtype(), core::Shape{});
    int64_t i = k++;
    if (t.dtype() == DType::String) return in.newStr(t.strings()[i]);
    if (t.dtype() == DType::Bool) return Value::boolean(t.data<bool>()[i]);
    if (core::isInteger(t.dtype())) return Value::integer(t.elementAsInt64(i));
    return Value::real(t.elementAsDouble(i));
  }
  std::vector<Value> items;
  for (int64_t j = 0; j < t.shape().dim(dim); ++j) items.push_back(toList(in, t, dim + 1, k));
  return in.newList(items);
}

void defReduction(Interp& in, ClassObj* c, const char* name) {
  std::string w = name;
  defMethod(in, c, name, [w](Interp& in, const Value& s, CallArgs& a) {
    auto v = parseArgs(in, a, w.c_str(), {"axis", "dtype", "out", "keepdims"}, 0);
    bool keep = !v[3].isNull() && in.truthy(v[3]);
    return np::reduce(in, w.c_str(), s, v[0], keep);
  });
}

void defArrayProperties(Interp& in, ClassObj* c) {
  defProperty(in, c, "shape",
              [](Interp& in, const Value& s, CallArgs&) { return shapeTuple(in, ndarrayOf(s)->data.shape()); });
  defProperty(in, c, "dtype",
              [](Interp& in, const Value& s, CallArgs&) { return np::dtypeInstance(in, ndarrayOf(s)->data.dtype()); });
  defProperty(in, c, "ndim",
              [](Interp&, const Value& s, CallArgs&) { return Value::integer(ndarrayOf(s)->data.rank()); });
  defProperty(in, c, "size",
              [](Interp&, const Value& s, CallArgs&) { return Value::integer(ndarrayOf(s)->data.numElements()); });
  defProperty(in, c, "T", [](Interp& in, const Value& s, CallArgs&) {
    const core::Tensor& t = ndarrayOf(s)->data;
    core::Tensor perm(DType::Int32, core::Shape{t.rank()});
    for (int i = 0; i < t.rank(); ++i) perm.data<int32_t>()[i] = t.rank() - 1 - i;
    return wrapNdArray(in, t.rank() < 2 ? t : np::eager(ops::Op::Transpose, {t, perm}));
  });
}

void defArrayMethods(Interp& in, ClassObj* c) {
  for (const char* r : {"sum", "mean", "max", "min", "std", "var"}) defReduction(in, c, r);
  defMethod(in, c, "reshape", [](Interp& in, const Value& s, CallArgs& a) {
    core::Shape want = np::shapeArg(in, a, 0);
    core::Tensor dims(DType::Int64, core::Shape{want.rank()});
    for (int i = 0; i < want.rank(); ++i) dims.data<int64_t>()[i] = want.dim(i);
    try {
      return wrapNdArray(in, np::eager(ops::Op::Reshape, {ndarrayOf(s)->data, dims}));
    } catch (const core::TfError&) {
      // NumPy's convert_shape_to_string: "(4,)", "(3,newaxis)".
      std::string shape = "(";
      for (int i = 0; i < want.rank(); ++i)
        shape += (i ? "," : "") + (want.dim(i) < 0 ? std::string("newaxis") : std::to_string(want.dim(i)));
      shape += want.rank() == 1 ? ",)" : ")";
      in.raise(in.types.ValueError, "cannot reshape array of size " + std::to_string(ndarrayOf(s)->data.numElements()) +
                                        " into shape " + shape);
    }
  });
  defMethod(in, c, "astype", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "astype() takes 1 argument");
    std::optional<DType> d = numpyDType(a.pos[0]);
    if (!d && a.pos[0].is(ObjKind::Str)) {
      DType p;
      if (core::parseDType(a.pos[0].as<Str>()->s, &p)) d = p;
    }
    if (!d && a.pos[0].sameAs(Value(in.types.float_))) d = DType::Float64;
    if (!d && a.pos[0].sameAs(Value(in.types.int_))) d = DType::Int64;
    if (!d) in.raise(in.types.TypeError, "data type not understood");
    return wrapNdArray(in, np::castTo(ndarrayOf(s)->data, *d));
  });
  defMethod(in, c, "tolist", [](Interp& in, const Value& s, CallArgs&) {
    int64_t k = 0;
    return toList(in, ndarrayOf(s)->data, 0, k);
  });
  defMethod(in, c, "item", [](Interp& in, const Value& s, CallArgs&) {
    const core::Tensor& t = ndarrayOf(s)->data;
    if (t.numElements() != 1) in.raise(in.types.ValueError, "can only convert an array of size 1 to a Python scalar");
    int64_t k = 0;
    return toList(in, t.reshaped(core::Shape{}), 0, k);
  });
  for (const char* name : {"all", "any"}) {
    const std::string w = name;
    defMethod(in, c, name, [w](Interp& in, const Value& s, CallArgs& a) {
      auto v = parseArgs(in, a, w.c_str(), {"axis", "out", "keepdims"}, 0);
      return np::reduce(in, w.c_str(), s, v[0], !v[2].isNull() && in.truthy(v[2]));
    });
  }
  for (const char* name : {"argmax", "argmin"}) {
    const std::string w = name;
    defMethod(in, c, name, [w](Interp& in, const Value& s, CallArgs& a) {
      auto v = parseArgs(in, a, w.c_str(), {"axis", "out", "keepdims"}, 0);
      if (!v[0].isNull() && !v[0].isNone() && !isInteger(v[0]))
        in.raise(in.types.TypeError, "'" + in.typeName(v[0]) + "' object cannot be interpreted as an integer");
      return np::reduce(in, w.c_str(), s, v[0], !v[2].isNull() && in.truthy(v[2]));
    });
  }
  defMethod(in, c, "copy", [](Interp& in, const Value& s, CallArgs&) { return wrapNdArray(in, ndarrayOf(s)->data); });
  defMethod(in, c, "flatten", [](Interp& in, const Value& s, CallArgs&) {
    return wrapNdArray(in, ndarrayOf(s)->data.reshaped(core::Shape{ndarrayOf(s)->data.numElements()}));
  });
  defMethod(in, c, "__format__", [](Interp& in, const Value& s, CallArgs& a) {
    std::string spec = a.npos ? toStr(in, a.pos[0]) : "";
    const core::Tensor& t = ndarrayOf(s)->data;
    if (t.rank() == 0 && !spec.empty()) {
      int64_t k = 0;
      return in.newStr(in.format(toList(in, t, 0, k), spec));
    }
    return in.newStr(in.str(s));
  });
}

}  // namespace

std::optional<DType> numpyDType(const Value& v) {
  if (!v.is(ObjKind::Native)) return std::nullopt;
  if (auto* d = dynamic_cast<NpDTypeObj*>(v.as<NativeObject>())) return d->dtype;
  return std::nullopt;
}

namespace np {

Value dtypeInstance(Interp& in, DType d) { return npState(in).instances[static_cast<int>(d)]; }

void installArrayClass(Interp& in, NpState& st) {
  defArrayProperties(in, st.arrayClass);
  defArrayMethods(in, st.arrayClass);
  st.dtypeClass = newNativeClass(in, "dtype", "numpy");
  st.keepAlive.push_back(Value(st.dtypeClass));
  for (int k = 0; k <= static_cast<int>(DType::Variant); ++k) {
    st.types.push_back(Value(new NpDTypeObj(st.dtypeClass, static_cast<DType>(k), true)));
    st.instances.push_back(Value(new NpDTypeObj(st.dtypeClass, static_cast<DType>(k), false)));
  }
  defProperty(in, st.dtypeClass, "name", [](Interp& in, const Value& s, CallArgs&) {
    return in.newStr(static_cast<NpDTypeObj*>(s.as<NativeObject>())->npName());
  });
}

void installDTypes(Interp& in, NpState& st, const Value& np) {
  static const std::pair<const char*, DType> kNames[] = {
      {"float32", DType::Float32}, {"float64", DType::Float64}, {"int32", DType::Int32},    {"int64", DType::Int64},
      {"bool_", DType::Bool},      {"double", DType::Float64},  {"float_", DType::Float64}, {"int_", DType::Int64}};
  for (const auto& [name, d] : kNames) setModuleAttr(in, np, name, st.types[static_cast<int>(d)]);
  setModuleAttr(in, np, "ndarray", Value(st.arrayClass));
  setModuleAttr(in, np, "dtype", Value(st.dtypeClass));
}

}  // namespace np
}  // namespace tl::lang
