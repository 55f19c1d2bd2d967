// tf.TensorShape and tf.TensorSpec objects.
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

ShapeObj* shapeSelf(const Value& v) { return static_cast<ShapeObj*>(v.as<NativeObject>()); }
TensorSpecObj* specSelf(const Value& v) { return static_cast<TensorSpecObj*>(v.as<NativeObject>()); }

Value dimValue(int64_t d) { return d < 0 ? Value::none() : Value::integer(d); }

std::string dimsList(const core::PartialShape& s) {
  std::string out = "[";
  for (int i = 0; i < s.rank(); ++i) {
    if (i) out += ", ";
    out += s.dim(i) < 0 ? "None" : std::to_string(s.dim(i));
  }
  return out + "]";
}

bool isShapeObj(const Value& v) {
  return v.is(ObjKind::Native) && dynamic_cast<ShapeObj*>(v.as<NativeObject>()) != nullptr;
}

void requireRank(Interp& in, const core::PartialShape& s, const char* what) {
  if (!s.hasRank()) in.raise(in.types.ValueError, std::string(what));
}

// TensorShape.concatenate: unknown rank when either is.
core::PartialShape concatenated(const core::PartialShape& a, const core::PartialShape& b) {
  if (!a.hasRank() || !b.hasRank()) return core::PartialShape();
  core::Dims dims = a.dims();
  dims.insert(dims.end(), b.dims().begin(), b.dims().end());
  return core::PartialShape(dims);
}

void defShapeMethods(Interp& in, ClassObj* c) {
  defMethod(in, c, "concatenate", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "concatenate() takes 1 argument");
    return wrapShape(in, concatenated(shapeSelf(s)->shape, toPartialShape(in, a.pos[0])));
  });
  defMethod(in, c, "as_list", [](Interp& in, const Value& s, CallArgs&) {
    const core::PartialShape& sh = shapeSelf(s)->shape;
    requireRank(in, sh, "as_list() is not defined on an unknown TensorShape.");
    std::vector<Value> dims;
    for (int64_t d : sh.dims()) dims.push_back(dimValue(d));
    return in.newList(dims);
  });
  auto rank = [](Interp&, const Value& s, CallArgs&) {
    const core::PartialShape& sh = shapeSelf(s)->shape;
    return sh.hasRank() ? Value::integer(sh.rank()) : Value::none();
  };
  defProperty(in, c, "rank", rank);
  defProperty(in, c, "ndims", rank);
  defProperty(in, c, "dims", [](Interp& in, const Value& s, CallArgs&) {
    const core::PartialShape& sh = shapeSelf(s)->shape;
    if (!sh.hasRank()) return Value::none();
    std::vector<Value> dims;
    for (int64_t d : sh.dims()) dims.push_back(dimValue(d));
    return in.newList(dims);
  });
  defMethod(in, c, "is_fully_defined",
            [](Interp&, const Value& s, CallArgs&) { return Value::boolean(shapeSelf(s)->shape.isFullyDefined()); });
  defMethod(in, c, "num_elements", [](Interp&, const Value& s, CallArgs&) {
    const core::PartialShape& sh = shapeSelf(s)->shape;
    return sh.isFullyDefined() ? Value::integer(sh.toShape().numElements()) : Value::none();
  });
  defMethod(in, c, "is_compatible_with", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "is_compatible_with() takes 1 argument");
    return Value::boolean(shapeSelf(s)->shape.isCompatibleWith(toPartialShape(in, a.pos[0])));
  });
}

void defSpecMethods(Interp& in, ClassObj* c) {
  defProperty(in, c, "shape", [](Interp& in, const Value& s, CallArgs&) { return wrapShape(in, specSelf(s)->shape); });
  defProperty(in, c, "dtype", [](Interp& in, const Value& s, CallArgs&) { return wrapDType(in, specSelf(s)->dtype); });
  defProperty(in, c, "name", [](Interp& in, const Value& s, CallArgs&) {
    const auto& n = specSelf(s)->name;
    return n ? in.newStr(*n) : Value::none();
  });
  defMethod(in, c, "is_compatible_with", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "is_compatible_with() takes 1 argument");
    const TensorSpecObj* spec = specSelf(s);
    core::PartialShape shape;
    core::DType dtype;
    if (isTensorSpec(a.pos[0])) shape = tensorSpec(a.pos[0]).shape, dtype = tensorSpec(a.pos[0]).dtype;
    else {
      ops::Value t = toTensorValue(in, a.pos[0]);
      shape = t.shape(), dtype = t.dtype();
    }
    return Value::boolean(dtype == spec->dtype && spec->shape.isCompatibleWith(shape));
  });
}

}  // namespace

std::string ShapeObj::repr(Interp&) {
  return shape.hasRank() ? "TensorShape(" + dimsList(shape) + ")" : "TensorShape(None)";
}

std::string ShapeObj::str(Interp&) { return shape.toString(); }

Value ShapeObj::compare(Interp& in, CmpOp op, const Value& other) {
  if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
  if (!isShapeObj(other) && !other.is(ObjKind::List) && !other.is(ObjKind::Tuple) && !other.isNone()) return {};
  bool eq = shape == toPartialShape(in, other);
  return Value::boolean(op == CmpOp::Eq ? eq : !eq);
}

// TensorShape.__add__ and __radd__: the other operand as_shape'd, then concatenated.
Value ShapeObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  if (op != BinOp::Add) return {};
  core::PartialShape o = toPartialShape(in, other);
  return wrapShape(in, reflected ? concatenated(o, shape) : concatenated(shape, o));
}

Value ShapeObj::getItem(Interp& in, const Value& key) {
  if (key.is(ObjKind::Slice)) {
    if (!shape.hasRank()) return wrapShape(in, shape);
    std::vector<Value> dims;
    for (int64_t d : shape.dims()) dims.push_back(dimValue(d));
    Value sliced = in.getItem(in.newList(dims), key);
    return wrapShape(in, toPartialShape(in, sliced));
  }
  if (!shape.hasRank()) return Value::none();
  int64_t i = toInt(in, key);
  if (i < 0) i += shape.rank();
  if (i < 0 || i >= shape.rank()) in.raise(in.types.IndexError, "list index out of range");
  return dimValue(shape.dim(static_cast<int>(i)));
}

int64_t ShapeObj::len(Interp& in) {
  requireRank(in, shape, "Cannot take the length of shape with unknown rank.");
  return shape.rank();
}

Value ShapeObj::iter(Interp& in) {
  requireRank(in, shape, "Cannot iterate over a shape with unknown rank.");
  core::Dims dims = shape.dims();
  size_t i = 0;
  return makeNativeIterator(in, [dims, i](Interp&, Value& out) mutable {
    if (i >= dims.size()) return false;
    out = dimValue(dims[i++]);
    return true;
  });
}

int64_t ShapeObj::hash() {
  int64_t h = shape.hasRank() ? 17 : 3;
  for (int64_t d : shape.dims()) h = h * 1000003 + d;
  return h == -1 ? -2 : h;
}

std::string TensorSpecObj::repr(Interp&) {
  return "TensorSpec(shape=" + shape.toString() + ", dtype=tf." + core::dtypeName(dtype) +
         ", name=" + (name ? "'" + *name + "'" : std::string("None")) + ")";
}

Value TensorSpecObj::compare(Interp&, CmpOp op, const Value& other) {
  if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
  bool eq = isTensorSpec(other) && tensorSpec(other).shape == shape && tensorSpec(other).dtype == dtype &&
            tensorSpec(other).name == name;
  return Value::boolean(op == CmpOp::Eq ? eq : !eq);
}

int64_t TensorSpecObj::hash() {
  int64_t h = static_cast<int64_t>(dtype) * 31 + (shape.hasRank() ? shape.rank() : -7);
  for (int64_t d : shape.dims()) h = h * 1000003 + d;
  return h == -1 ? -2 : h;
}

Value wrapShape(Interp& in, core::PartialShape shape) {
  return Value(new ShapeObj(tfState(in).shapeClass, std::move(shape)));
}

Value wrapTensorSpec(Interp& in, core::PartialShape shape, core::DType dtype, std::optional<std::string> name) {
  return Value(new TensorSpecObj(tfState(in).specClass, std::move(shape), dtype, std::move(name)));
}

bool isTensorSpec(const Value& v) {
  return v.is(ObjKind::Native) && dynamic_cast<TensorSpecObj*>(v.as<NativeObject>()) != nullptr;
}

const TensorSpecObj& tensorSpec(const Value& v) { return *specSelf(v); }

namespace tfi {

void installShapeClasses(Interp& in, TfState& st) {
  st.shapeClass = newNativeClass(in, "TensorShape", "tensorflow.python.framework.tensor_shape");
  st.specClass = newNativeClass(in, "TensorSpec", "tensorflow.python.framework.tensor");
  st.keepAlive.push_back(Value(st.shapeClass));
  st.keepAlive.push_back(Value(st.specClass));
  defShapeMethods(in, st.shapeClass);
  defSpecMethods(in, st.specClass);
  defMethod(in, st.shapeClass, "__call_ctor__", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "TensorShape() takes 1 argument");
    return wrapShape(in, toPartialShape(in, a.pos[0]));
  });
  defMethod(in, st.specClass, "__call_ctor__", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "TensorSpec", {"shape", "dtype", "name"}, 1);
    std::optional<core::DType> d = dtypeArg(in, v[1]);
    return wrapTensorSpec(in, toPartialShape(in, v[0]), d ? *d : core::DType::Float32, nameArg(in, v[2]));
  });
}

}  // namespace tfi
}  // namespace tl::lang
