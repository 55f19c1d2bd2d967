// Per-interpreter TF state, tensor wrapping and the argument helpers every
// tensorflow function uses.
#include <algorithm>
#include <map>
#include <typeinfo>

#include "graph/graph_builder.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

void createClasses(Interp& in, TfState& st) {
  tfi::installDTypeClass(in, st);
  tfi::installShapeClasses(in, st);
  tfi::installTensorClass(in, st);
  tfi::installVariableClass(in, st);
}

}  // namespace

ClassObj* kerasClass(Interp& in, const std::string& name, const std::string& module) {
  TfState& state = tfState(in);
  ClassObj*& cls = state.kerasClasses[module + "." + name];
  if (!cls) {
    cls = newNativeClass(in, name, module);
    state.keepAlive.push_back(Value(cls));
  }
  return cls;
}

TfState& tfState(Interp& in) {
  TfState& state = in.moduleState<TfState>();
  if (!state.tensorClass && !state.keepAlive.empty()) return state;  // being created
  if (!state.tensorClass) {
    state.keepAlive.push_back(Value::none());
    createClasses(in, state);
  }
  return state;
}

Value wrapTensor(Interp& in, ops::Value value) {
  TfState& st = tfState(in);
  ClassObj* cls = value.isSymbolic() ? st.symbolicTensorClass : st.eagerTensorClass;
  return Value(new TensorObj(cls, std::move(value)));
}

Value wrapTensorShownAs(Interp& in, ops::Value value, std::string name) {
  Value tensor = wrapTensor(in, std::move(value));
  tensor.as<TensorObj>()->shownName = std::move(name);
  return tensor;
}

// TensorObj has no subclasses, so its exact type answers (a dynamic_cast
// walks the hierarchy, and every op and cached call asks this of each argument).
bool isTensor(const Value& v) {
  if (!v.is(ObjKind::Native)) return false;
  const NativeObject& object = *v.as<NativeObject>();
  return typeid(object) == typeid(TensorObj);
}

const ops::Value& tensorValue(const Value& v) { return v.as<TensorObj>()->value; }

ops::Value callNamed(ops::Op op, const std::vector<ops::Value>& inputs, ops::Attrs attrs, const std::string& name) {
  if (!name.empty()) attrs[graph::kNameAttr] = name;
  return ops::call1(op, inputs, attrs);
}

ops::Value namedConstant(const core::Tensor& value, const std::string& name) {
  if (ops::baseContext().isEager()) return ops::Value(value);
  return callNamed(ops::Op::Const, {}, {{"value", value}, {"dtype", value.dtype()}}, name);
}

namespace tfi {

std::optional<core::DType> dtypeArg(Interp& in, const Value& v) {
  if (!given(v)) return std::nullopt;
  std::optional<core::DType> d = toDType(in, v);
  if (!d) in.raise(in.types.TypeError, "Cannot convert " + in.repr(v) + " to a dtype.");
  return d;
}

std::optional<std::string> nameArg(Interp& in, const Value& v) {
  if (!given(v)) return std::nullopt;
  return toStr(in, v);
}

std::string nameOr(Interp& in, const Value& v, const char* fallback) {
  std::optional<std::string> n = nameArg(in, v);
  return n ? *n : fallback;
}

// int32, as TensorFlow converts Python ints, or int64 when a value needs it.
ops::Value intConst(const std::vector<int64_t>& values, bool scalar, bool int64, const std::string& name) {
  const bool wide = int64 ||
                    std::any_of(values.begin(), values.end(), [](int64_t v) { return v != static_cast<int32_t>(v); });
  const core::DType dtype = wide ? core::DType::Int64 : core::DType::Int32;
  core::Tensor t(dtype, scalar ? core::Shape{} : core::Shape{static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) {
    if (wide) t.data<int64_t>()[i] = values[i];
    else t.data<int32_t>()[i] = static_cast<int32_t>(values[i]);
  }
  return namedConstant(t, name);
}

ops::Value intsArg(Interp& in, const Value& v, const std::string& constName) {
  if (isTensor(v) || isVariable(v)) return toTensorValue(in, v);
  if (v.isIntLike()) return intConst({v.asInt()}, true, false, constName);
  if (v.is(ObjKind::Native) && dynamic_cast<ShapeObj*>(v.as<NativeObject>())) {
    const core::PartialShape& s = static_cast<ShapeObj*>(v.as<NativeObject>())->shape;
    if (!s.isFullyDefined())
      in.raise(in.types.ValueError, "Cannot convert a partially known TensorShape to a Tensor: " + s.toString());
    return intConst(s.dims(), false, false, constName);
  }
  // TensorFlow prefers int32 for a shape-like list and takes int64 when a value needs it.
  // Converted once: only a list that is not all ints (bools, floats) is converted
  // again, as int32, for int32's own error or result.
  ops::Value inferred = toTensorValue(in, v, std::nullopt, constName);
  if (inferred.dtype() == core::DType::Int64 || inferred.dtype() == core::DType::Int32) return inferred;
  return toTensorValue(in, v, core::DType::Int32, constName);
}

std::string dtypeName(core::DType d) { return core::dtypeName(d); }

[[noreturn]] void raiseNotAllowedInGraph(Interp& in, const std::string& what) {
  in.raise(in.exceptionClass("OperatorNotAllowedInGraphError"),
           what +
               " is not allowed. You can attempt the following resolutions to the problem: If you "
               "are running in Graph mode, use Eager execution mode or decorate this function "
               "with @tf.function. If you are using AutoGraph, you can try decorating this "
               "function with @tf.function. If that does not work, then you may be using an "
               "unsupported feature or your source code may not be visible to AutoGraph. See "
               "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/"
               "g3doc/reference/limitations.md#access-to-source-code for more information.");
}

namespace {

std::vector<Value> bindArgs(Interp& in, CallArgs& a, const std::string& fname, const std::vector<std::string>& names,
                            size_t required) {
  std::vector<Value> out(names.size());
  if (a.npos > names.size()) {
    in.raise(in.types.TypeError, fname + "() takes " + std::to_string(names.size()) + " positional arguments but " +
                                     std::to_string(a.npos) + " were given");
  }
  for (size_t i = 0; i < a.npos; ++i) out[i] = a.pos[i];
  for (size_t k = 0; k < a.nkw; ++k) {
    size_t i = 0;
    while (i < names.size() && names[i] != a.kw[k].name) ++i;
    if (i == names.size()) {
      in.raise(in.types.TypeError, fname + "() got an unexpected keyword argument '" + a.kw[k].name + "'");
    }
    if (!out[i].isNull()) {
      in.raise(in.types.TypeError, fname + "() got multiple values for argument '" + names[i] + "'");
    }
    out[i] = a.kw[k].value;
  }
  for (size_t i = 0; i < required; ++i) {
    if (out[i].isNull()) {
      in.raise(in.types.TypeError, fname + "() missing 1 required positional argument: '" + names[i] + "'");
    }
  }
  return out;
}

}  // namespace

void defParsed(Interp& in, const Value& module, const std::string& name, std::initializer_list<const char*> params,
               size_t required, ParsedFn fn) {
  std::vector<std::string> names(params.begin(), params.end());
  defFunction(in, module, name, [name, names, required, fn](Interp& in, const Value&, CallArgs& a) {
    std::vector<Value> args = bindArgs(in, a, name, names, required);
    return fn(in, args);
  });
}

}  // namespace tfi
}  // namespace tl::lang
